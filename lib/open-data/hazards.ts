import type { HazardLayer } from "@/lib/hazards/types";

/**
 * The official hazard layers as one GeoJSON FeatureCollection (RFC 7946). The data is not ours:
 * each layer is its publisher's (CAL FIRE, NIFC, the county), under that publisher's terms, so
 * instead of our CC-BY licence the collection names each layer's source and where it was read,
 * and each feature says which layer and source it comes from, and when that copy was fetched.
 */

const LAYER_NAMES: Record<HazardLayer["layer"], string> = { incident: "active incidents", perimeter: "fire perimeters", zone: "evacuation zones" };

/** "Active incidents: CAL FIRE (https://…); fire perimeters: NIFC (WFIGS) (https://…)." */
export function hazardSourcesLine(layers: readonly HazardLayer[]): string {
  if (layers.length === 0) return "No hazard layer is stored yet.";
  const parts = layers.map((l) => `${LAYER_NAMES[l.layer]}: ${l.source} (${l.sourceUrl})`).join("; ");
  return `Official data, not this site's and not under its CC-BY licence; each layer under its publisher's terms. ${parts.charAt(0).toUpperCase()}${parts.slice(1)}.`;
}

export function hazardsGeoJson(layers: readonly HazardLayer[]) {
  return {
    type: "FeatureCollection" as const,
    // Foreign members (RFC 7946 §6.1): whose data this is, layer by layer.
    license: hazardSourcesLine(layers),
    sources: layers.map((l) => ({ layer: l.layer, source: l.source, source_url: l.sourceUrl, fetched_at: l.fetchedAt, features: l.features.length })),
    features: layers.flatMap((l) =>
      l.features.map((f) => ({ ...f, properties: { ...f.properties, layer: l.layer, source: l.source, fetched_at: l.fetchedAt } })),
    ),
  };
}

/** RFC 8187's value-chars: encodeURIComponent leaves ' ( ) * as they are, which are not among them. */
const extValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Link` header values pointing at each layer's source (`rel="via"`: where the information comes
 * from, RFC 4287), titled with the layer and its publisher. Header values must be ASCII: the
 * address is sent as the URL parser writes it, the title in RFC 8187's `title*` form.
 */
export function hazardSourceLinks(layers: readonly HazardLayer[]): string[] {
  return layers.flatMap((l) => {
    if (!URL.canParse(l.sourceUrl)) return [];
    const href = new URL(l.sourceUrl).href;
    return [`<${href}>; rel="via"; title*=UTF-8''${extValue(`${l.layer}: ${l.source}`)}`];
  });
}
