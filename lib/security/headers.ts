
/**
 * Security headers, built here so the three policies cannot drift apart (docs/security.md):
 *  - "public-page": the public pages, prerendered once and served to everyone from Next's cache
 *    or a CDN, so no per-request nonce can reach their scripts. Next inlines each page's data as
 *    scripts (`self.__next_f.push(…)`) whose content differs per page and per render, so neither
 *    a nonce nor a fixed list of hashes can allow them: scripts need 'self' 'unsafe-inline'
 *    (never 'unsafe-eval', never another origin). What compensates: React escapes all text, no
 *    database, CMS or visitor text is ever inserted as HTML, and object-src, base-uri,
 *    form-action and frame-ancestors stay locked.
 *  - { nonce }: per-user pages rendered per request (/moderate, set in proxy.ts): a fresh nonce
 *    plus 'strict-dynamic', nothing else (the reviewers' screens have no safety notice, no head script).
 *  - "resource": everything else (assets, API, the service worker), from next.config.ts: 'self'.
 */

export type CspSources = {
  /** Leaflet tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  /** CMS origin the footer reads its links from in the browser; empty when this site answers. */
  cmsUrl: string;
  /** `next dev` evaluates code for fast refresh; production never does. */
  dev?: boolean;
};

/** Leaflet's default subdomains for {s}. */
const TILE_SUBDOMAINS = ["a", "b", "c"];

/** The exact origins a tile template can reach: one per subdomain when it uses {s}. */
export function tileOrigins(template: string): string[] {
  const hosts = template.includes("{s}") ? TILE_SUBDOMAINS.map((s) => template.replaceAll("{s}", s)) : [template];
  return [...new Set(hosts.map((h) => new URL(h.replace(/\{[a-z]+\}/gi, "0")).origin))];
}

export type CspPolicy = { nonce: string } | "public-page" | "resource";

function scriptSources(policy: CspPolicy): string[] {
  if (policy === "resource") return ["'self'"];
  // No hash here: a hash in the list makes browsers ignore 'unsafe-inline'.
  if (policy === "public-page") return ["'self'", "'unsafe-inline'"];
  // strict-dynamic: the chunks Next's runtime loads inherit trust from the nonced scripts. No inline
  // script without the nonce: the reviewers' screens have no safety notice, so no head script.
  return [`'nonce-${policy.nonce}'`, "'strict-dynamic'"];
}

export function contentSecurityPolicy({ tileUrl, cmsUrl, dev = false }: CspSources, policy: CspPolicy): string {
  const cms = cmsUrl ? [new URL(cmsUrl).origin] : [];
  const script = scriptSources(policy);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", [...script, ...(dev ? ["'unsafe-eval'"] : [])]],
    // React renders style attributes and react-hot-toast injects a <style>; styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...tileOrigins(tileUrl)]],
    ["font-src", ["'self'"]],
    // The browser calls our own /api/translate; the translation service is reached by the server only.
    ["connect-src", ["'self'", ...cms]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** Headers every response carries besides the CSP. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // "Near me" asks for the location on our own pages only; nothing here needs the rest.
  "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The headers of every response no page policy covers (assets, the API, the service worker, and
 * what lib/security/method-guard.ts answers itself or finds without them): next.config.ts and the
 * guard both take them from here.
 */
export function resourceHeaders(sources: CspSources): Record<string, string> {
  return { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(sources, "resource") };
}

/** A nonce per request: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

