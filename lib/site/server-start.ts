import { cspSourcesFor } from "../security/csp-sources";
import { resourceHeaders } from "../security/headers";
import { installConnectionAddress } from "../security/connection-address";
import { installMethodGuard } from "../security/method-guard";
import { listenHost } from "../settings/listen-address";
import { settingsAreValid } from "../settings/problems";
import { readPublicEnv } from "../settings/public-schema";

/**
 * Imported once by instrumentation.ts when a Node.js server starts, before it answers anything.
 * A server with any malformed or inconsistent setting stops here, with one line per problem, instead
 * of printing "Ready" and then failing every request — or, worse, quietly serving a sample database
 * of its own while other instances serve theirs (lib/settings/data-backend.ts). `next build` prerenders
 * without data and is not a server start.
 */
if (process.env.NEXT_PHASE !== "phase-production-build") {
  const production = process.env.NODE_ENV === "production";
  if (!settingsAreValid({ production, role: "server", listenHost: listenHost() }, "The server cannot start: ")) process.exit(1);
  installMethodGuard(resourceHeaders(cspSourcesFor(readPublicEnv())));
  // No proxy in front (unset is 0 outside production): each client is the address of its connection.
  if (!process.env.TRUSTED_PROXY_HOPS?.trim() || process.env.TRUSTED_PROXY_HOPS.trim() === "0") {
    installConnectionAddress();
    if (production) {
      console.warn(
        "TRUSTED_PROXY_HOPS=0: each client is the address of its own connection (an X-Forwarded-For it sends is replaced). Right when clients connect to this server directly; behind a proxy, set the number of proxies, or every visitor counts as the proxy and shares its rate limits.",
      );
    }
  }
}
