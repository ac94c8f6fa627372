import { MAP } from "./settings";
import type { PublicEnv } from "../settings/public-schema";

/**
 * Where map tiles come from. Read on the server and handed to the map as props (client code
 * imports only the type), so the browser bundle never carries the environment validator; the
 * initial-JS budget would catch it if it did. The CSP allows exactly these hosts.
 */
export type MapTiles = { url: string; attribution: string };

export function mapTilesFor(env: PublicEnv): MapTiles {
  return { url: env.NEXT_PUBLIC_MAP_TILE_URL ?? MAP.tileUrl, attribution: env.NEXT_PUBLIC_MAP_ATTRIBUTION ?? MAP.attribution };
}
