// Bundled for the browser by scripts/bench/map.ts: the real clustering and filtering code, on the
// map's own data (the body of /api/places/<lang>).
import Supercluster from "supercluster";
import { MAP } from "../../lib/map/settings";
import { applyFilters, DEFAULT_FILTERS } from "../../lib/places/filters";
import { vocabulary } from "../../lib/places/search";
import { placesFromPayload, type LocalizedSummary, type PlacesPayload } from "../../lib/places/summary";
import english from "../../locales/en/search.json";

/** The search words an English page's map loads (lib/places/search-words.ts). */
const ENGLISH_WORDS = vocabulary([english]);

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

/** `words`: the page's search words ("water" then names a concept), or none (text only). */
function filter(places: LocalizedSummary[], words = false) {
  const now = new Date("2025-01-15T18:00:00Z");
  const t0 = performance.now();
  const f = { ...DEFAULT_FILTERS, q: "water", openNow: true, categories: ["essentials" as const, "medical_health" as const], wheelchair: true };
  const result = words ? applyFilters(places, f, now, undefined, {}, ENGLISH_WORDS) : applyFilters(places, f, now);
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
  const withWords: number[] = [];
  let matches = 0;
  let wordMatches = 0;
  for (let i = 0; i < 20; i++) {
    const f = filter(loaded.places);
    times.push(f.ms);
    matches = f.matches;
    const w = filter(loaded.places, true);
    withWords.push(w.ms);
    wordMatches = w.matches;
  }
  return { load: median(load), clusters: loaded.clusters, filter: median(times), matches, wordFilter: median(withWords), wordMatches };
}

(window as unknown as { bench: { run: typeof run } }).bench = { run };
