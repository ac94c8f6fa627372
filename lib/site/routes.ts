/**
 * The public pages (app/[lang]/<slug>): rendered once per language and served to everyone from the
 * cache, at their language address with no per-request work (proxy.ts skips them; next.config.ts
 * gives them their CSP). Import-free, so next.config.ts can read it.
 */
export const PUBLIC_PAGE_SLUGS = ["wildfireguide", "donate", "volunteer", "contact", "suggest", "offline", "alerts"] as const;

/**
 * Pages made per request, for their query (app/[lang]/<slug>): not cached, so they go through the
 * proxy like any page and get their CSP there. The printable list (issue 27).
 */
export const PER_REQUEST_PAGE_SLUGS = ["list"] as const;
