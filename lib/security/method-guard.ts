import { maxHeaderSize, Server, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { CANONICAL_REDIRECT_CACHE, REQUEST_TARGET_HEADER } from "../http/canonical-redirect";
import { allowedMethods } from "./allowed-methods";
import { checkTarget, SERVER_METHODS } from "./request-target";

/**
 * Answers what Next would answer badly, before Next sees it, and gives every answer the security
 * headers (lib/security/headers.ts: the README promises them on every response).
 *
 * - Methods: a method an address does not take gets 405 and `Allow`. Next turns TRACE (and TRACK,
 *   CONNECT) into a web Request, which refuses them: a 500 and a stack trace in the log for every
 *   such request. It also renders pages for PUT or DELETE, and answers an API route's missing
 *   method with a 405 that lacks the `Allow` header RFC 9110 requires.
 * - Request-targets that are no path ("*", absolute-form) and paths with dot-segments
 *   (./request-target.ts).
 * - Requests Node's parser refuses (no target, a target or headers over Node's 16 KB, bytes HTTP
 *   does not allow): Node's own 400 or 431 is a bare status line; here it says why, with the
 *   security headers.
 * - The security headers on every status: Next sets them from next.config.ts `headers()` on what
 *   it routes, but not on the answers it writes before routing (a 308 for "//", a 500).
 *
 * Next offers no hook before it builds the Request, and `next start` makes its own http.Server, so
 * this wraps the 'request' and 'clientError' events of every http.Server in this process
 * (installed once, at start, by lib/site/server-start.ts). Methods an address takes, and unknown
 * /api addresses, go on to Next untouched; a 405 Next writes for an API route gets the route's
 * `Allow` added.
 */

const INSTALLED = Symbol.for("la-relief.method-guard");

/** Methods a web Request cannot carry: Next would fail on them with a 500 wherever they are sent. */
const UNREPRESENTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);

function answer(request: IncomingMessage, response: ServerResponse, status: number, body: object | null, headers: Record<string, string> = {}): true {
  const text = body === null ? "" : JSON.stringify(body);
  const type: Record<string, string> = body === null ? {} : { "content-type": "application/json; charset=utf-8", "content-length": String(Buffer.byteLength(text)) };
  response.writeHead(status, { "cache-control": "no-store", ...headers, ...type });
  response.end(request.method === "HEAD" || body === null ? undefined : text);
  // The body of a refused request is not read: drop it.
  request.resume();
  return true;
}

export function answerUnsupportedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const pathname = (request.url ?? "/").split("?", 1)[0]!;
  const allowed = allowedMethods(pathname);
  // An /api address that is no route: Next's 404 answers every method it can represent.
  if (!allowed) return UNREPRESENTABLE.has(request.method ?? "") ? answer(request, response, 404, { error: "Not found" }) : false;
  const allow = allowed.join(", ");
  if (!allowed.includes(request.method ?? "")) {
    return answer(request, response, 405, { error: `This address does not take ${String(request.method).slice(0, 20)} requests; it takes ${allow}.` }, { allow });
  }
  // A 405 from Next (a method the route does not export) says what it does take.
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 405 && !response.hasHeader("allow")) response.setHeader("allow", allow);
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;
  return false;
}

/** Sets each security header a response is about to go without (one Next or a route set is kept). */
function withSecurityHeaders(response: ServerResponse, securityHeaders: Record<string, string>): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(securityHeaders)) if (!response.hasHeader(name)) response.setHeader(name, value);
    return writeHead(...args);
  }) as typeof response.writeHead;
}

/** Answers a request before Next if it must; true when it did. */
export function guardRequest(request: IncomingMessage, response: ServerResponse, securityHeaders: Record<string, string>): boolean {
  withSecurityHeaders(response, securityHeaders);
  const checked = checkTarget(request.method ?? "", request.url ?? "");
  if ("status" in checked) {
    return checked.status === 204 ? answer(request, response, 204, null, { allow: SERVER_METHODS }) : answer(request, response, 400, { error: checked.error });
  }
  if ("redirect" in checked) return answer(request, response, 308, null, { location: checked.redirect, "cache-control": CANONICAL_REDIRECT_CACHE });
  request.url = checked.go;
  if (checked.host) request.headers.host = checked.host;
  // The target as sent, for the routes that redirect other spellings (Next rebuilds the query).
  request.headers[REQUEST_TARGET_HEADER] = checked.go;
  return answerUnsupportedMethod(request, response);
}

/** What Node's own answer to a request its parser refused says (net/http's socketOnError), with the security headers. */
export function answerClientError(error: Error & { code?: string }, socket: Socket, securityHeaders: Record<string, string>): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW" ? 413 : 400;
  const text = JSON.stringify({
    error: {
      400: "This is not an HTTP request the server can read: check its request line (method, a path such as /en, HTTP/1.1) and headers.",
      408: "The request took too long to arrive.",
      413: "The request's chunk extensions are too large.",
      431: `The request's headers, its address included, are too large: at most ${Math.floor(maxHeaderSize / 1024)} KB in all.`,
    }[status],
  });
  const headers = { ...securityHeaders, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "Content-Length": String(Buffer.byteLength(text)), Connection: "close" };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${text}`, () => socket.destroy());
}

/**
 * Installs the guard on every http.Server of this process, once. `securityHeaders`: what every
 * response carries (lib/security/headers.ts `resourceHeaders`); one Next or a page sets is kept.
 */
export function installMethodGuard(securityHeaders: Record<string, string>): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && guardRequest(args[0] as IncomingMessage, args[1] as ServerResponse, securityHeaders)) return true;
    // Node writes its bare answer only when nobody listens (a listener of the server's own goes first).
    if (event === "clientError" && this.listenerCount("clientError") === 0) {
      answerClientError(args[0] as Error, args[1] as Socket, securityHeaders);
      return true;
    }
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
