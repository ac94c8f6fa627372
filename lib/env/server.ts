import "server-only";
import { parseEnv } from "./public";
import { serverSchema, SERVER_VARIABLES } from "../settings/server-schema";

/**
 * Server-only settings, parsed once. This module cannot be imported by a client component. Every
 * value was already checked when the server started (lib/site/server-start.ts): a malformed one stops
 * the start with a line naming it, so this parse does not fail on a running server.
 */
export const serverEnv = parseEnv(serverSchema, Object.fromEntries(SERVER_VARIABLES.map((name) => [name, process.env[name]])));
