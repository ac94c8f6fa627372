import { MAP } from "./config";
import { publicEnv } from "./env";

/**
 * Where map tiles come from. Read on the server and handed to the map as props (client code
 * imports only the type), so the browser bundle never carries the environment validator; the
 * initial-JS budget would catch it if it did. The CSP allows exactly these hosts.
 */
export type MapTiles = { url: string; attribution: string };

export const mapTiles: MapTiles = {
  url: publicEnv.NEXT_PUBLIC_MAP_TILE_URL ?? MAP.tileUrl,
  attribution: publicEnv.NEXT_PUBLIC_MAP_ATTRIBUTION ?? MAP.attribution,
};
