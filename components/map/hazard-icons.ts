import L from "leaflet";
import { FLAME_PATH, FLAME_VIEWBOX } from "./flame";
import { HAZARD_MAP, INCIDENT_COLOR } from "./hazard-style";

const size = HAZARD_MAP.incidentIconPx;
/** The tap target around the drawn diamond: 44 px, the size a finger needs (WCAG 2.5.5). */
const target = 44;

/**
 * A fire: a diamond (a hazard sign), where places are round and lettered. A sample fire has a
 * dashed border. One icon per kind, shared by every marker (hundreds of fires cost no more icons).
 */
function fireIcon(sample: boolean): L.DivIcon {
  return L.divIcon({
    className: "",
    iconSize: [target, target],
    iconAnchor: [target / 2, target / 2],
    popupAnchor: [0, -size / 2],
    html:
      `<span class="incident-target"><span class="incident-marker${sample ? " is-sample" : ""}" style="--incident:${INCIDENT_COLOR};width:${size}px;height:${size}px" aria-hidden="true">` +
      `<svg viewBox="${FLAME_VIEWBOX}" width="${Math.round(size * 0.62)}" height="${Math.round(size * 0.62)}" fill="#fde047"><path d="${FLAME_PATH}"/></svg></span></span>`,
  });
}

let icons: { real: L.DivIcon; sample: L.DivIcon } | undefined;

export function incidentIcon(sample: boolean): L.DivIcon {
  icons ??= { real: fireIcon(false), sample: fireIcon(true) };
  return sample ? icons.sample : icons.real;
}

const labels = new Map<string, L.DivIcon>();

/**
 * A zone's written status on the map. One icon per wording and colour (a handful), so a pan that
 * re-renders the labels never makes Leaflet swap icons. The text is escaped: it comes from the
 * catalog, but HTML is HTML.
 */
export function zoneLabelIcon(text: string, color: string): L.DivIcon {
  const key = `${color}|${text}`;
  const known = labels.get(key);
  if (known) return known;
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const icon = L.divIcon({
    className: "",
    // A zero-sized anchor at the label point; the text centres itself on it (map.css), whatever its length.
    iconSize: [0, 0],
    html: `<span class="zone-label" style="--zone:${color}">${escaped}</span>`,
  });
  labels.set(key, icon);
  return icon;
}
