// Where `npm run local` listens: LISTEN_ADDRESS (default 127.0.0.1, this machine only) and PORT (default 3000).
// Not HOST: some shells (tcsh) export HOST as the machine's name, which would open the site to the network.
import { isIP } from "node:net";

/** { host, port, url, loopback } for these variables; throws an Error whose message says what to fix. */
export function listenAddress(env = process.env) {
  const port = env.PORT ?? "3000";
  const host = env.LISTEN_ADDRESS ?? "127.0.0.1";
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    throw new Error(`PORT must be a port number from 1 to 65535, e.g. 3000; it is '${port}'.`);
  }
  if (!isIP(host) && !/^[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*$/i.test(host)) {
    throw new Error(`LISTEN_ADDRESS must be an address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (every interface); it is '${host}'.`);
  }
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  // Only this machine reaches it: the one case where the site's public address may be its own
  // loopback address (lib/settings/problems.ts checks the same at start).
  const loopback = ["127.0.0.1", "localhost", "::1"].includes(host);
  return { host, port, url: `http://${shown}:${port}`, loopback };
}
