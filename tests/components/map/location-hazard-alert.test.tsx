import { render, screen } from "@testing-library/react";
import type { Position } from "geojson";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { LocationHazardAlert } from "@/components/map/location-hazard-alert";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import type { ServedHazardLayer } from "@/lib/hazards/payload";
import type { ZoneStatus } from "@/lib/hazards/types";

const box = (west: number, south: number, east: number, north: number): Position[] => [[west, south], [east, south], [east, north], [west, north], [west, south]];
const zone = (id: string, status: ZoneStatus, ring: Position[]) => ({
  type: "Feature" as const,
  geometry: { type: "Polygon" as const, coordinates: [ring] },
  properties: { id, name: `Zone ${id} (test fixture)`, status },
});
const zones = (sample = false): ServedHazardLayer => ({
  layer: "zone",
  source: "County zones (test fixture)",
  sourceUrl: "https://zones.example.org/FeatureServer/0",
  fetchedAt: "2026-11-26T01:00:00.000Z",
  sample,
  features: [
    zone("ORD", "order", box(-118.2, 34.18, -118.1, 34.24)),
    zone("WRN", "warning", box(-118.1, 34.18, -118.0, 34.24)),
    zone("SIP", "shelter_in_place", box(-118.2, 34.1, -118.1, 34.15)),
  ],
});

const NOW = new Date("2026-11-26T01:10:00.000Z");

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("<LocationHazardAlert>", () => {
  it("says nothing outside every zone, before the position is known, and without zones: never that anyone is safe", () => {
    const { container, rerender } = render(<LocationHazardAlert origin={{ lat: 34.3, lng: -118.5 }} layers={[zones()]} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LocationHazardAlert origin={null} layers={[zones()]} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LocationHazardAlert origin={{ lat: 34.2, lng: -118.15 }} layers={[]} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
    expect(document.body.textContent).not.toMatch(/safe/i);
  });

  it("inside an order zone: leave now, the zone and its source, the official alerts and 911, brought into view", () => {
    render(<LocationHazardAlert origin={{ lat: 34.2, lng: -118.15 }} layers={[zones()]} now={NOW} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveAttribute("data-status", "order");
    expect(alert).toHaveTextContent("Your location appears to be inside an evacuation order zone (Zone ORD (test fixture)). Leave now");
    expect(alert).toHaveTextContent(/From County zones \(test fixture\), updated .*5:00/);
    expect(alert).not.toHaveTextContent("Out of date");
    expect(screen.getByRole("link", { name: /ready\.lacounty\.gov/ })).toHaveAttribute("href", "https://ready.lacounty.gov/");
    expect(screen.getByRole("link", { name: /Call 911/ })).toHaveAttribute("href", "tel:911");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(alert.textContent).not.toMatch(/sample/i);
  });

  it("inside a warning zone and a shelter-in-place zone: each its own instruction", () => {
    const { rerender } = render(<LocationHazardAlert origin={{ lat: 34.2, lng: -118.05 }} layers={[zones()]} now={NOW} />);
    expect(screen.getByRole("alert")).toHaveTextContent("evacuation warning zone (Zone WRN (test fixture)). Get ready to leave.");
    rerender(<LocationHazardAlert origin={{ lat: 34.12, lng: -118.15 }} layers={[zones()]} now={NOW} />);
    expect(screen.getByRole("alert")).toHaveTextContent("shelter-in-place zone (Zone SIP (test fixture)). Go indoors");
  });

  it("says when its zones are out of date, and still warns", () => {
    render(<LocationHazardAlert origin={{ lat: 34.2, lng: -118.15 }} layers={[zones()]} now={new Date("2026-11-26T02:00:00.000Z")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Out of date");
    expect(screen.getByRole("alert")).toHaveAttribute("data-status", "order");
  });

  it("labels a sample zone as sample", () => {
    render(<LocationHazardAlert origin={{ lat: 34.2, lng: -118.15 }} layers={[zones(true)]} now={NOW} />);
    expect(screen.getByRole("alert")).toHaveTextContent("This is a sample zone, not a real evacuation order");
  });

  it("speaks the page's language, with the zone's name kept as written", () => {
    render(
      <LanguageProvider language="ko" messages={compiledMessages("ko")} facts={clientFacts("ko")}>
        <LocationHazardAlert origin={{ lat: 34.2, lng: -118.15 }} layers={[zones()]} now={NOW} />
      </LanguageProvider>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("현재 위치가 대피 명령 구역(Zone ORD (test fixture)) 안에 있는 것으로 보입니다.");
    expect(screen.getByRole("link", { name: "당장 위험한 상황인가요? 911에 전화하세요." })).toHaveAttribute("href", "tel:911");
  });
});
