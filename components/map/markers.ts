import L from "leaflet";
import type { PlaceKind } from "@/lib/places/types";
import { KIND_STYLE } from "./kind-style";

/** Our own SVG-free div markers: no image files to load (works offline and under any bundler). */
export function placeIcon(kind: PlaceKind, selected: boolean): L.DivIcon {
  const { color, glyph } = KIND_STYLE[kind];
  const size = selected ? 38 : 30;
  return L.divIcon({
    className: "",
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
    html: `<span class="place-marker${selected ? " is-selected" : ""}" style="--marker:${color};width:${size}px;height:${size}px" aria-hidden="true">${glyph}</span>`,
  });
}

export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 42 : 52;
  return L.divIcon({
    className: "",
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html: `<span class="cluster-marker" style="width:${size}px;height:${size}px" aria-hidden="true">${count}</span>`,
  });
}
