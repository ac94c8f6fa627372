// @vitest-environment node
import type { MultiPolygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { countPositions, douglasPeucker, simplifyPolygonal, simplifyRing } from "@/lib/hazards/simplify";

/** A wobbly closed ring of n positions around (x, y), radius r degrees. */
function wobblyRing(x: number, y: number, r: number, n: number): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const rr = r * (1 + 0.1 * Math.sin(7 * a) + 0.002 * Math.sin(97 * a));
    ring.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
  }
  ring.push(ring[0]!);
  return ring;
}

const distanceToSegment = (p: Position, a: Position, b: Position) => {
  const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
  const t = Math.max(0, Math.min(1, ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0]! - (a[0]! + t * dx), p[1]! - (a[1]! + t * dy));
};

describe("douglasPeucker", () => {
  it("drops points within the tolerance of the line and keeps the ends", () => {
    const line: Position[] = [[0, 0], [1, 0.0001], [2, -0.0001], [3, 5], [4, 6], [5, 7], [6, 8.00001]];
    expect(douglasPeucker(line, 0.001)).toEqual([[0, 0], [2, -0.0001], [3, 5], [6, 8.00001]]);
  });

  it("leaves every dropped point within the tolerance of the result", () => {
    const ring = wobblyRing(-118.2, 34.2, 0.05, 2000);
    const tolerance = 0.0005;
    const kept = douglasPeucker(ring, tolerance);
    expect(kept.length).toBeLessThan(ring.length / 5);
    for (const p of ring) {
      const nearest = Math.min(...kept.slice(1).map((b, i) => distanceToSegment(p, kept[i]!, b)));
      expect(nearest).toBeLessThanOrEqual(tolerance + 1e-12);
    }
  });

  it("handles a ring of 200,000 positions without overflowing the stack", () => {
    const ring = wobblyRing(-118.2, 34.2, 0.3, 200_000);
    expect(douglasPeucker(ring, 0.0005).length).toBeGreaterThan(10);
  });
});

describe("simplifyRing", () => {
  it("keeps the ring closed, with at least 4 positions, rounded to 5 decimals", () => {
    const ring = simplifyRing(wobblyRing(-118.123456789, 34.198765432, 0.02, 500), 0.0005, 5)!;
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const p of ring) {
      expect(p).toHaveLength(2);
      for (const c of p) expect(Math.abs(c * 1e5 - Math.round(c * 1e5))).toBeLessThan(1e-6);
    }
  });

  it("drops altitudes", () => {
    const ring: Position[] = [[0, 0, 5], [1, 0, 5], [1, 1, 5], [0, 1, 5], [0, 0, 5]];
    expect(simplifyRing(ring, 0.0005, 5)).toEqual([[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]);
  });

  it("collapses a ring smaller than the tolerance (null)", () => {
    expect(simplifyRing(wobblyRing(-118.2, 34.2, 0.0002, 50), 0.0005, 5)).toBeNull();
  });

  it("collapses a ring that rounding flattens", () => {
    const sliver: Position[] = [[0, 0], [0.001, 0.000001], [0.002, 0], [0.001, -0.000001], [0, 0]];
    expect(simplifyRing(sliver, 0, 5)).toBeNull();
  });
});

describe("simplifyPolygonal", () => {
  const big = wobblyRing(-118.2, 34.2, 0.05, 3000);
  const hole = wobblyRing(-118.2, 34.2, 0.01, 600).reverse();
  const tinyHole = wobblyRing(-118.18, 34.2, 0.0001, 30).reverse();
  const tinyIsland = wobblyRing(-118.0, 34.2, 0.0001, 30);

  it("simplifies every ring, drops collapsed holes and polygons, keeps the type", () => {
    const geometry: MultiPolygon = { type: "MultiPolygon", coordinates: [[big, hole, tinyHole], [tinyIsland]] };
    const simple = simplifyPolygonal(geometry, 0.0005, 5) as MultiPolygon;
    expect(simple.type).toBe("MultiPolygon");
    expect(simple.coordinates).toHaveLength(1);
    expect(simple.coordinates[0]).toHaveLength(2);
    expect(countPositions(simple)).toBeLessThan(countPositions(geometry) / 10);
  });

  it("answers null when everything collapses", () => {
    expect(simplifyPolygonal({ type: "Polygon", coordinates: [tinyIsland] }, 0.0005, 5)).toBeNull();
    expect(simplifyPolygonal({ type: "MultiPolygon", coordinates: [[tinyIsland]] }, 0.0005, 5)).toBeNull();
  });

  it("does not change its input", () => {
    const geometry: MultiPolygon = { type: "MultiPolygon", coordinates: [[big, hole]] };
    const before = JSON.stringify(geometry);
    simplifyPolygonal(geometry, 0.0005, 5);
    expect(JSON.stringify(geometry)).toBe(before);
  });
});
