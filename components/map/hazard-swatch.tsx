import type { WarningStatus } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { FLAME_PATH, FLAME_VIEWBOX } from "./flame";
import { INCIDENT_COLOR, PERIMETER_SWATCH, zoneSwatch } from "./hazard-style";

const BOX = "inline-block size-5 shrink-0 rounded-sm align-middle";

/** A zone status's fill and outline, as on the map (decorative: the status is always written beside it). */
export function ZoneSwatch({ status }: { status: WarningStatus }) {
  return <span aria-hidden="true" className={BOX} style={zoneSwatch(status)} data-swatch={status} />;
}

export function FireGlyph({ className = "size-5" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 rotate-45 items-center justify-center rounded-sm border-2 border-white align-middle shadow ${className}`} style={{ background: INCIDENT_COLOR }}>
      <svg viewBox={FLAME_VIEWBOX} className="size-[70%] -rotate-45" fill="#fde047">
        <path d={FLAME_PATH} />
      </svg>
    </span>
  );
}

/** The legend's sample of a layer: zones show the order's pattern (the key beside them shows the rest). */
export function LayerSwatch({ layer }: { layer: HazardLayerName }) {
  if (layer === "incident") return <FireGlyph />;
  if (layer === "perimeter") return <span aria-hidden="true" className={BOX} style={PERIMETER_SWATCH} data-swatch="perimeter" />;
  return <ZoneSwatch status="order" />;
}
