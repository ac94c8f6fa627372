import { WARNING_STATUSES, type WarningStatus } from "@/lib/hazards/payload";
import { PATTERN, patternId, ZONE_STYLE } from "./hazard-style";

function ZonePattern({ status }: { status: WarningStatus }) {
  const { color, tint, pattern } = ZONE_STYLE[status];
  const cell = PATTERN.cellPx;
  const line = { stroke: color, strokeOpacity: PATTERN.lineAlpha };
  return (
    <pattern id={patternId(status)} patternUnits="userSpaceOnUse" width={cell} height={cell} patternTransform={pattern === "dots" ? undefined : "rotate(45)"}>
      <rect width={cell} height={cell} fill={tint} fillOpacity={PATTERN.tintAlpha} />
      {pattern === "hatch" && <line x1={cell / 2} y1={0} x2={cell / 2} y2={cell} strokeWidth={PATTERN.hatchPx} {...line} />}
      {pattern === "crosshatch" && (
        <>
          <line x1={cell / 2} y1={0} x2={cell / 2} y2={cell} strokeWidth={PATTERN.crossPx} {...line} />
          <line x1={0} y1={cell / 2} x2={cell} y2={cell / 2} strokeWidth={PATTERN.crossPx} {...line} />
        </>
      )}
      {pattern === "dots" && <circle cx={cell / 2} cy={cell / 2} r={PATTERN.dotPx} fill={color} fillOpacity={PATTERN.lineAlpha} />}
    </pattern>
  );
}

/**
 * The zones' fill patterns, defined once for the page: a zone's path refers to its status's
 * pattern by id from the hazard pane's own SVG. Zero-sized rather than `display: none`, which
 * would stop some browsers from painting the patterns at all.
 */
export function HazardPatterns() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute", overflow: "hidden" }} data-testid="hazard-patterns">
      <defs>
        {WARNING_STATUSES.map((status) => (
          <ZonePattern key={status} status={status} />
        ))}
      </defs>
    </svg>
  );
}
