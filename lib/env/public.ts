import { readPublicEnv } from "../settings/public-schema";

export { parseEnv } from "../settings/parse";
export type { PublicEnv } from "../settings/public-schema";

/**
 * Public settings, inlined into the browser bundle at build time. Validated when the module loads
 * (build and start); a server start checks them first (lib/settings/problems.ts).
 */
export const publicEnv = readPublicEnv();
