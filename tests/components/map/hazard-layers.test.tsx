import { act, render, screen } from "@testing-library/react";
import type { Map as LeafletMap } from "leaflet";
import { describe, expect, it, vi } from "vitest";

// Leaflet decides at load whether the browser has SVG, by asking for createSVGRect, which jsdom
// lacks: without it the map would use a canvas (which jsdom cannot draw on either).
vi.hoisted(() => {
  Object.defineProperty(window.SVGSVGElement.prototype, "createSVGRect", { configurable: true, value: () => ({}) });
});

import { createRef } from "react";
import { MapContainer } from "react-leaflet";
import { HazardLayers } from "@/components/map/hazard-layers";
import { HAZARD_MAP } from "@/components/map/hazard-style";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import { LAYERS, SOON, sampleOf, zoneLayer } from "../../fixtures/hazards/served";

const mapRef = createRef<LeafletMap>();

function renderMap({ shown = HAZARD_VIEW.layers, zoom = 12, layers = LAYERS }: { shown?: readonly HazardLayerName[]; zoom?: number; layers?: typeof LAYERS } = {}) {
  return render(
    // Centred on the order zone (ALT-0042).
    <MapContainer ref={mapRef} center={[34.16, -118.19]} zoom={zoom} style={{ width: 400, height: 400 }}>
      <HazardLayers hazards={layers} shown={shown} now={SOON} />
    </MapContainer>,
  );
}

const pane = (container: HTMLElement, name: string) => container.querySelector<HTMLElement>(`.leaflet-${name}-pane`)!;
const paths = (container: HTMLElement, name: string) => [...pane(container, name).querySelectorAll("path")];

describe("<HazardLayers> on a Leaflet map", () => {
  it("draws zones and perimeters in their own panes, under the place markers", () => {
    const { container } = renderMap();
    const zones = pane(container, HAZARD_MAP.panes.zone.name);
    expect(Number(zones.style.zIndex)).toBe(350);
    expect(Number(pane(container, HAZARD_MAP.panes.perimeter.name).style.zIndex)).toBeLessThan(400);
    expect(paths(container, HAZARD_MAP.panes.zone.name).map((p) => p.getAttribute("fill"))).toEqual([
      "url(#hazard-fill-order)",
      "url(#hazard-fill-warning)",
      "url(#hazard-fill-shelter_in_place)",
    ]);
    // The patterns they refer to are on the page.
    for (const id of ["hazard-fill-order", "hazard-fill-warning", "hazard-fill-shelter_in_place"]) expect(container.querySelector(`pattern#${id}`)).not.toBeNull();
    const [perimeter] = paths(container, HAZARD_MAP.panes.perimeter.name);
    expect(perimeter).toHaveAttribute("stroke-dasharray", "14 6");
    // Not tap targets: taps reach the map (and the place markers above).
    expect(container.querySelectorAll("path.leaflet-interactive")).toHaveLength(0);
  });

  it("marks fires with a named fire symbol", () => {
    const { container } = renderMap();
    const marker = container.querySelector<HTMLElement>(".leaflet-marker-icon:has(.incident-marker)")!;
    expect(marker).toHaveAttribute("title", "Active fire: Eaton Fire");
    expect(marker).toHaveAttribute("aria-label", "Active fire: Eaton Fire");
  });

  it("draws only the layers turned on", () => {
    const { container } = renderMap({ shown: ["perimeter"] });
    expect(paths(container, HAZARD_MAP.panes.zone.name)).toHaveLength(0);
    expect(paths(container, HAZARD_MAP.panes.perimeter.name)).toHaveLength(1);
    expect(container.querySelector(".incident-marker")).toBeNull();
  });

  it("writes each zone's status on the map once zoomed in, not before", () => {
    const far = renderMap({ zoom: HAZARD_MAP.labelMinZoom - 1 });
    expect(far.container.querySelector(".zone-label")).toBeNull();
    far.unmount();
    const near = renderMap({ zoom: HAZARD_MAP.labelMinZoom + 1 });
    const labels = [...near.container.querySelectorAll(".zone-label")].map((l) => l.textContent);
    expect(labels).toContain("Evacuation order");
    near.unmount();
    const sample = renderMap({ zoom: HAZARD_MAP.labelMinZoom + 1, layers: [sampleOf(zoneLayer)] });
    expect([...sample.container.querySelectorAll(".zone-label")].map((l) => l.textContent)).toContain("Sample: evacuation order");
  });

  it("a tap on a zone opens its details; a tap elsewhere opens nothing", () => {
    renderMap();
    act(() => {
      mapRef.current!.fire("click", { latlng: { lat: 34.16, lng: -118.19 } });
    });
    expect(screen.getByTestId("hazard-hits")).toHaveTextContent(/ALT-0042 Altadena North.*Evacuation order.*Eaton Fire.*Fire perimeter/);
    act(() => {
      mapRef.current!.closePopup();
      mapRef.current!.fire("click", { latlng: { lat: 33.5, lng: -117 } });
    });
    expect(screen.queryByTestId("hazard-hits")).toBeNull();
  });
});
