/**
 * Security headers. Pages get a Content-Security-Policy with a fresh nonce per request (set in
 * proxy.ts: Next reads the nonce from the request's CSP header and puts it on its own scripts);
 * every other response (assets, API, the service worker) gets the same policy without a nonce
 * from next.config.ts. Both are built here so they cannot drift apart.
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

export function contentSecurityPolicy({ tileUrl, cmsUrl, dev = false }: CspSources, nonce?: string): string {
  const cms = cmsUrl ? [new URL(cmsUrl).origin] : [];
  const script = nonce
    ? // strict-dynamic: the chunks Next's runtime loads inherit trust from the nonced scripts.
      [`'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'"];
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

/** A nonce per request: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce in a Content-Security-Policy (what proxy.ts put on this request), if any. */
export function nonceFrom(csp: string | null | undefined): string | undefined {
  return csp?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}
