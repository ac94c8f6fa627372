import { Server, type IncomingMessage } from "node:http";

/**
 * With no proxy in front (TRUSTED_PROXY_HOPS=0), the only address a client cannot choose is the
 * one its connection comes from. Route handlers and server actions never see the socket, and Next
 * copies it into `X-Forwarded-For` only when the client sent none (base-server.ts:
 * `x-forwarded-for ??= socket.remoteAddress`), so a client sending its own header would pick its
 * own rate-limit bucket. This hook runs before Next on every request of every http.Server in the
 * process and **overwrites** the header with the connection's address, whatever the client sent;
 * lib/forms/client-key.ts then believes it, and only when this hook is installed in the process
 * (`connectionAddressWritten`), so a server started some other way falls back to one shared
 * bucket rather than to the client's word. Installed once, at start, by lib/site/server-start.ts;
 * never with proxies in front (their entries are what tells clients apart there).
 */

const INSTALLED = Symbol.for("la-relief.connection-address");
type Flagged = typeof globalThis & { [INSTALLED]?: true };

/** Whether every request this process answers carries its connection's address in X-Forwarded-For. */
export function connectionAddressWritten(): boolean {
  return (globalThis as Flagged)[INSTALLED] === true;
}

/** Replaces the client's X-Forwarded-For (any number of lines of it) with the connection's address. */
export function writeConnectionAddress(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers["x-forwarded-for"] = address;
  // A closed socket has no address: no header, so the request counts as the shared unknown client.
  else delete request.headers["x-forwarded-for"];
}

export function installConnectionAddress(): void {
  const flagged = globalThis as Flagged;
  if (flagged[INSTALLED]) return;
  const prototype = Server.prototype;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") writeConnectionAddress(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
  flagged[INSTALLED] = true;
}
