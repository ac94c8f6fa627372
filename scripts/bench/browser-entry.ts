// Bundled for the browser by scripts/bench/map.ts: the real clustering and filtering code, on the
// map's own data (the body of /api/places/<lang>).
import Supercluster from "supercluster";
import { MAP } from "../../lib/map/settings";
import { applyFilters, DEFAULT_FILTERS } from "../../lib/places/filters";
import { placesFromPayload, type LocalizedSummary, type PlacesPayload } from "../../lib/places/summary";

function loadAndCluster(json: string) {
  const t0 = performance.now();
  const places = placesFromPayload(JSON.parse(json) as PlacesPayload);
  const index = new Supercluster<{ id: string }>({ radius: MAP.clusterRadiusPx, maxZoom: MAP.clusterMaxZoom });
  index.load(
    places.map((p) => ({ type: "Feature" as const, properties: { id: p.id }, geometry: { type: "Point" as const, coordinates: [p.longitude, p.latitude] } })),
  );
  const clusters = index.getClusters([-119, 33.8, -117.9, 34.4], MAP.zoom);
  return { ms: performance.now() - t0, places, clusters: clusters.length };
}

function filter(places: LocalizedSummary[]) {
  const now = new Date("2025-01-15T18:00:00Z");
  const t0 = performance.now();
  const result = applyFilters(places, { ...DEFAULT_FILTERS, q: "water", openNow: true, categories: ["essentials", "medical_health"], wheelchair: true }, now);
  return { ms: performance.now() - t0, matches: result.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One warm-up, then the median of 5 load + cluster runs and of 20 filter runs. */
function run(json: string) {
  let loaded = loadAndCluster(json);
  const load: number[] = [];
  for (let i = 0; i < 5; i++) {
    loaded = loadAndCluster(json);
    load.push(loaded.ms);
  }
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < 20; i++) {
    const f = filter(loaded.places);
    times.push(f.ms);
    matches = f.matches;
  }
  return { load: median(load), clusters: loaded.clusters, filter: median(times), matches };
}

(window as unknown as { bench: { run: typeof run } }).bench = { run };
