/**
 * One address, one spelling: a URL-keyed cache (a CDN) keeps a copy per spelling of an address,
 * so another spelling of one the site serves (`?page=01`, `/en/../es`) is answered with a
 * permanent redirect (308) to the spelling the site links to, never with the page or data itself.
 * The redirect is `private`: a browser keeps it an hour, a shared cache keeps nothing per spelling
 * (one copy of the answer, at its canonical address). The rule that makes an address canonical
 * may change with a release, so the redirect is not kept for longer.
 */
export const CANONICAL_REDIRECT_CACHE = "private, max-age=3600";

/**
 * The request-target exactly as the client sent it, set on every request by
 * lib/security/method-guard.ts (which replaces any a client sends). A route handler cannot see it
 * otherwise: Next rebuilds `request.url`'s query from its parsed parameters, so `?`, `?&`,
 * `?page=2&&per_page=25` and `?pa%67e=2` all reach it as one spelling, and a comma as `%2C`.
 */
export const REQUEST_TARGET_HEADER = "x-request-target";

/**
 * The query as the client spelt it ("" without one, "?" alone for an empty one), from
 * REQUEST_TARGET_HEADER; from the URL where no guard set it (a route called directly, in tests).
 */
export function rawSearch(request: Request): string {
  const target = request.headers.get(REQUEST_TARGET_HEADER) ?? request.url;
  const at = target.indexOf("?");
  return at === -1 ? "" : target.slice(at).split("#", 1)[0]!;
}
