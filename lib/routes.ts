/**
 * The public pages (app/[lang]/<slug>): rendered once per language and served to everyone from the
 * cache, at their language address with no per-request work (proxy.ts skips them; next.config.ts
 * gives them their CSP). Import-free, so next.config.ts can read it.
 */
export const PUBLIC_PAGE_SLUGS = ["wildfireguide", "donate", "volunteer", "contact", "suggest", "offline"] as const;
