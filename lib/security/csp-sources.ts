import { mapTilesFor } from "../map/tiles";
import type { PublicEnv } from "../settings/public-schema";
import type { CspSources } from "./headers";

/**
 * What a deployment with these public settings lets its pages reach. A function of the settings,
 * not of lib/env/public.ts, so next.config.ts can load it before the start check has looked at them.
 */
export function cspSourcesFor(env: PublicEnv): CspSources {
  return {
    tileUrl: mapTilesFor(env).url,
    cmsUrl: env.NEXT_PUBLIC_CMS_URL ?? "",
    dev: process.env.NODE_ENV === "development",
  };
}
