/**
 * The request-target of an HTTP/1.1 request (RFC 9112 §3.2) made into what Next can take: a path
 * (origin-form, "/es/donate?x"). Node hands any target over as `req.url`, and Next builds a URL
 * from it: on "*" it fails with a 500 and a stack trace in the log; on an absolute-form target
 * ("http://evil.example/") it answers a 308 to that address — another site's.
 *
 * - "*" (asterisk-form) is for OPTIONS alone, about the server as a whole (RFC 9110 §9.3.7): 204
 *   with what the server takes; any other method, 400.
 * - An absolute-form http(s) target is taken as its path and query, its authority standing for
 *   the Host header (RFC 9112 §3.2.2), which a client could have sent as well. Another scheme, 400.
 * - A path with dot-segments ("/en/../es", "/api/open-data/./places.csv") is one more spelling of
 *   another address, which Next would serve and a URL-keyed cache keep again: a permanent redirect
 *   to the address it names (RFC 3986 §5.2.4), as Next does for "//" and a trailing "/".
 * Anything else that is no path never reaches here: Node's parser refuses it (lib/security/method-guard.ts
 * answers those 400s).
 */
export type TargetCheck =
  | { go: string; host?: string }
  | { redirect: string }
  | { status: 204 }
  | { status: 400; error: string };

/** What `OPTIONS *` answers: every method some address here takes (lib/security/allowed-methods.ts). */
export const SERVER_METHODS = "GET, HEAD, OPTIONS, POST";

const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

export function checkTarget(method: string, target: string): TargetCheck {
  if (target === "*") {
    return method === "OPTIONS" ? { status: 204 } : { status: 400, error: `The request target must be a path, such as /en: "*" is only for OPTIONS.` };
  }
  if (target.startsWith("/")) {
    const path = target.split("?", 1)[0]!;
    if (!DOT_SEGMENT.test(path)) return { go: target };
    // Parsed after a made-up origin: "//x/./y" stays a path ("//x/y"), never another host.
    return { redirect: new URL(`http://origin${path}`).pathname + target.slice(path.length) };
  }
  if (/^https?:\/\//i.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    if (url.username || url.password || !url.host) return { status: 400, error: "The request target must be a path, such as /en." };
    return { go: `${url.pathname}${url.search}`, host: url.host };
  }
  return { status: 400, error: "The request target must be a path, such as /en." };
}
