/**
 * Which HTTP methods each address answers, for the `Allow` header of a 405 (RFC 9110 §15.5.6: a
 * 405 MUST list them). Next answers a method a route does not export with a bare 405, and cannot
 * take TRACE, TRACK or CONNECT at all (it fails with a 500), so lib/security/method-guard.ts
 * answers those itself with this list. tests/lib/security/allowed-methods.test.ts checks API_METHODS
 * against the handlers each app/api route exports.
 */

/** API routes (Next's [param] segments match one path segment), and the methods they export with Next's automatic HEAD and OPTIONS. */
export const API_METHODS: Record<string, readonly string[]> = {
  "/api/alerts/confirm": ["OPTIONS", "POST"],
  "/api/alerts/dispatch": ["OPTIONS", "POST"],
  "/api/alerts/follow": ["OPTIONS", "POST"],
  "/api/alerts/manage": ["OPTIONS", "POST"],
  "/api/alerts/setup": ["GET", "HEAD", "OPTIONS"],
  "/api/alerts/unsubscribe": ["GET", "HEAD", "OPTIONS", "POST"],
  "/api/alerts/where": ["GET", "HEAD", "OPTIONS"],
  "/api/footer": ["GET", "HEAD", "OPTIONS"],
  "/api/hazards": ["GET", "HEAD", "OPTIONS"],
  "/api/hazards/refresh": ["OPTIONS", "POST"],
  "/api/import": ["OPTIONS", "POST"],
  "/api/open-data/hazards.geojson": ["GET", "HEAD", "OPTIONS"],
  "/api/open-data/hsds/services": ["GET", "HEAD", "OPTIONS"],
  "/api/open-data/places.csv": ["GET", "HEAD", "OPTIONS"],
  "/api/open-data/places.geojson": ["GET", "HEAD", "OPTIONS"],
  "/api/places/[lang]": ["GET", "HEAD", "OPTIONS"],
  "/api/places/[lang]/[id]": ["GET", "HEAD", "OPTIONS"],
  "/api/places/[lang]/descriptions": ["GET", "HEAD", "OPTIONS"],
  "/api/sms/inbound": ["OPTIONS", "POST"],
  "/api/translate": ["OPTIONS", "POST"],
};

/** Pages: read, and POST for their forms' server actions. */
export const PAGE_METHODS: readonly string[] = ["GET", "HEAD", "POST"];
/** Next's built files and the files in public/. */
export const FILE_METHODS: readonly string[] = ["GET", "HEAD"];

const API_PATTERNS = Object.entries(API_METHODS).map(([route, methods]) => ({
  pattern: new RegExp(`^${route.replace(/\./g, "\\.").replace(/\[[a-z]+\]/g, "[^/]+")}/?$`),
  methods,
}));

/** The methods this path answers, or null for an /api address that is no route (Next's 404 answers it). */
export function allowedMethods(pathname: string): readonly string[] | null {
  if (pathname === "/api" || pathname.startsWith("/api/")) return API_PATTERNS.find((r) => r.pattern.test(pathname))?.methods ?? null;
  if (pathname.startsWith("/_next/") || /\.[a-z0-9]+$/i.test(pathname)) return FILE_METHODS;
  return PAGE_METHODS;
}
