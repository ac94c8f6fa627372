import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { allowedMethods } from "./allowed-methods";

/**
 * Answers a method an address does not take with 405 and `Allow`, before Next sees it. Next turns
 * TRACE (and TRACK, CONNECT) into a web Request, which refuses them: a 500 and a stack trace in
 * the log for every such request. It also renders pages for PUT or DELETE, and answers an API
 * route's missing method with a 405 that lacks the `Allow` header RFC 9110 requires.
 *
 * Next offers no hook before it builds the Request, and `next start` makes its own http.Server, so
 * this wraps the 'request' event of every http.Server in this process (installed once, at start,
 * by lib/site/server-start.ts). Methods an address takes, and unknown /api addresses, go on to Next
 * untouched; a 405 Next writes for an API route gets the route's `Allow` added.
 */

const INSTALLED = Symbol.for("la-relief.method-guard");

/** Methods a web Request cannot carry: Next would fail on them with a 500 wherever they are sent. */
const UNREPRESENTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);

function answer(request: IncomingMessage, response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): true {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...headers, "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "content-length": String(Buffer.byteLength(text)) });
  response.end(request.method === "HEAD" ? undefined : text);
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

export function installMethodGuard(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && answerUnsupportedMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
