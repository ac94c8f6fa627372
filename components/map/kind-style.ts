import type { PlaceKind } from "@/lib/places/types";

/** Marker colours and glyphs per kind; each colour carries white text at ≥ 4.5:1. */
export const KIND_STYLE: Record<PlaceKind, { color: string; glyph: string }> = {
  resource: { color: "#15803d", glyph: "R" },
  shelter: { color: "#1d4ed8", glyph: "S" },
  donation_need: { color: "#b45309", glyph: "D" },
  volunteer_opportunity: { color: "#7e22ce", glyph: "V" },
};
