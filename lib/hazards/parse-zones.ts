import { addDrop, readFeatures, usableOrRefused } from "./geometry";
import { pick, text } from "./properties";
import { drawablePolygon } from "./simplify";
import { ZONE_STATUSES, type ParseResult, type ZoneFeature, type ZoneStatus, type Bbox } from "./types";

/**
 * Evacuation zones: any GeoJSON (or ArcGIS layer) of polygons with a status field. Which fields
 * hold the status, name and id is configuration (HAZARD_ZONES_*_FIELD), and so are extra status
 * wordings (HAZARD_ZONES_STATUS_MAP) on top of the common ones below; case, spaces, "-" and "_"
 * in a status do not count.
 *
 * A zone whose status is missing or unknown is left out and counted by its wording, so the log
 * names the wording to add to the map; when no zone at all is usable the feed is refused (its
 * last good copy stays). A zone is never guessed into "clear".
 */

export type ZoneFields = {
  statusField: string;
  nameField?: string;
  idField?: string;
  /** Extra or overriding wordings: { "Evacuation Order - Immediate": "order" }. */
  statusMap?: Readonly<Record<string, ZoneStatus>>;
};

export type ZoneParseOptions = ZoneFields & { maxFeatures: number; bbox: Bbox; toleranceDeg: number; decimals: number };

/** The wordings of Genasys Protect and California counties' zone layers. */
export const DEFAULT_ZONE_STATUSES: Readonly<Record<string, ZoneStatus>> = {
  "evacuation order": "order",
  order: "order",
  "evacuation warning": "warning",
  warning: "warning",
  "shelter in place": "shelter_in_place",
  "shelter in place order": "shelter_in_place",
  normal: "clear",
  clear: "clear",
  lifted: "clear",
  "evacuation order lifted": "clear",
  "evacuation warning lifted": "clear",
};

/** At most this many different unknown wordings are named in the counts; the rest are counted together. */
const MAX_NAMED_UNKNOWN = 20;

const normalizeStatus = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, " ").trim();

export function statusLookup(extra: Readonly<Record<string, ZoneStatus>> = {}): (value: string) => ZoneStatus | undefined {
  const map = new Map<string, ZoneStatus>();
  for (const [wording, status] of Object.entries({ ...DEFAULT_ZONE_STATUSES, ...extra })) {
    if ((ZONE_STATUSES as readonly string[]).includes(status)) map.set(normalizeStatus(wording), status);
  }
  return (value) => map.get(normalizeStatus(value));
}

export function parseZones(json: unknown, options: ZoneParseOptions): ParseResult<ZoneFeature> {
  const read = readFeatures(json, ["Polygon", "MultiPolygon"], options.maxFeatures);
  if (!read.ok) return read;
  const { dropped } = read;
  const statusOf = statusLookup(options.statusMap);
  const features: ZoneFeature[] = [];
  let unknownNamed = 0;
  for (const [index, { geometry, properties: p, id }] of read.features.entries()) {
    const wording = text(pick(p, [options.statusField]));
    if (wording === null) {
      addDrop(dropped, `no "${options.statusField}" value`);
      continue;
    }
    const status = statusOf(wording);
    if (!status) {
      const reason = `unknown status "${wording.slice(0, 60)}"`;
      if (dropped[reason] === undefined && unknownNamed >= MAX_NAMED_UNKNOWN) addDrop(dropped, "other unknown statuses");
      else {
        if (dropped[reason] === undefined) unknownNamed++;
        addDrop(dropped, reason);
      }
      continue;
    }
    const simple = drawablePolygon(geometry, options, dropped);
    if (!simple) continue;
    const zoneId = text(options.idField ? pick(p, [options.idField]) : undefined, 100) ?? text(id, 100) ?? `zone-${index + 1}`;
    features.push({
      type: "Feature",
      geometry: simple,
      properties: { id: zoneId, name: text(options.nameField ? pick(p, [options.nameField]) : undefined) ?? zoneId, status },
    });
  }
  return usableOrRefused(features, dropped, read.total);
}
