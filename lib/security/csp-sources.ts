import { publicEnv } from "../env";
import { mapTiles } from "../map-tiles";
import type { CspSources } from "./headers";

/** What this deployment's pages may reach, from the validated environment. */
export const cspSources: CspSources = {
  tileUrl: mapTiles.url,
  cmsUrl: publicEnv.NEXT_PUBLIC_CMS_URL ?? "",
  dev: process.env.NODE_ENV === "development",
};
