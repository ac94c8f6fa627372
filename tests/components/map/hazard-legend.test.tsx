import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { HazardLegend } from "@/components/map/hazard-legend";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import { LATER, LAYERS, SOON, incidentLayer, sampleOf, zoneLayer } from "../../fixtures/hazards/served";

const row = (layer: string) => screen.getByTestId("hazard-legend").querySelector<HTMLElement>(`[data-layer="${layer}"]`)!;

describe("<HazardLegend>", () => {
  it("shows nothing when no layer is served", () => {
    const { container } = render(<HazardLegend layers={[]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists each layer in drawing order with its count, source and time in Los Angeles", () => {
    render(<HazardLegend layers={LAYERS} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((b) => b.getAttribute("aria-describedby") && (b.closest("label")?.textContent ?? ""))).toEqual([
      "Evacuation zones (3)",
      "Fire perimeters (1)",
      "Active fires (1)",
    ]);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    expect(row("incident")).toHaveTextContent("From CAL FIRE, updated Jan 14, 2026, 5:00 PM");
    expect(row("zone")).toHaveTextContent("From LA County OEM, updated Jan 14, 2026, 5:00 PM");
    // The source and time describe the switch, for screen readers.
    expect(screen.getByRole("checkbox", { name: "Active fires (1)" })).toHaveAccessibleDescription(/From CAL FIRE, updated/);
    expect(screen.queryByText("Out of date")).toBeNull();
    expect(screen.queryByText(/safe/i)).toBeNull();
  });

  it("keys the zone statuses by swatch and word, never by colour alone", () => {
    render(<HazardLegend layers={[zoneLayer]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    const key = screen.getByTestId("zone-status-key");
    expect(within(key).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Evacuation order", "Shelter in place", "Evacuation warning"]);
    const swatches = [...key.querySelectorAll<HTMLElement>("[data-swatch]")];
    // Three different patterns, not three colours of one.
    expect(new Set(swatches.map((s) => s.style.backgroundImage.split("(")[0])).size).toBeGreaterThan(1);
    expect(new Set(swatches.map((s) => s.style.borderStyle)).size).toBe(3);
  });

  it("marks a copy older than 30 minutes out of date", () => {
    render(<HazardLegend layers={LAYERS} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={LATER} />);
    expect(within(row("zone")).getByText("Out of date")).toBeInTheDocument();
    expect(screen.getAllByText("Out of date")).toHaveLength(3);
  });

  it("labels a sample layer as not real", () => {
    render(<HazardLegend layers={[sampleOf(incidentLayer), zoneLayer]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    expect(within(row("incident")).getByText("Sample — not a real fire or evacuation order")).toBeInTheDocument();
    expect(within(row("zone")).queryByText(/Sample/)).toBeNull();
  });

  it("says so once, at the top, when every layer is a sample", () => {
    render(<HazardLegend layers={LAYERS.map(sampleOf)} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    expect(screen.getAllByText("Sample — not a real fire or evacuation order")).toHaveLength(1);
  });

  it("turns layers off and on through real checkboxes", () => {
    const onToggle = vi.fn();
    render(<HazardLegend layers={LAYERS} shown={["zone", "incident"]} onToggle={onToggle} now={SOON} />);
    const perimeters = screen.getByRole("checkbox", { name: "Fire perimeters (1)" });
    expect(perimeters).not.toBeChecked();
    fireEvent.click(perimeters);
    expect(onToggle).toHaveBeenLastCalledWith("perimeter", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Evacuation zones (3)" }));
    expect(onToggle).toHaveBeenLastCalledWith("zone", false);
    // Its row is a 44 px target.
    expect(perimeters.closest("label")).toHaveClass("min-h-11");
  });

  it("does not count a stray clear zone (it is not drawn)", () => {
    const withClear = { ...zoneLayer, features: [...zoneLayer.features, { ...zoneLayer.features[0]!, properties: { id: "Z-9", name: "Lifted", status: "clear" as const } }] };
    render(<HazardLegend layers={[withClear]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    expect(screen.getByRole("checkbox", { name: "Evacuation zones (3)" })).toBeInTheDocument();
  });

  it("speaks the page's language, with Los Angeles time", () => {
    render(
      <LanguageProvider language="es" messages={compiledMessages("es")} facts={clientFacts("es")}>
        <HazardLegend layers={[sampleOf(zoneLayer)]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={LATER} />
      </LanguageProvider>,
    );
    expect(screen.getByRole("checkbox", { name: "Zonas de evacuación (3)" })).toBeInTheDocument();
    expect(row("zone")).toHaveTextContent(/Fuente: LA County OEM, actualizado el 14 ene 2026, 5:00\sp\.\s?m\./);
    expect(row("zone")).toHaveTextContent("Desactualizado");
    expect(row("zone")).toHaveTextContent("Orden de evacuación");
    expect(screen.getByTestId("hazard-legend")).toHaveTextContent("Ejemplo: no es un incendio real");
  });

  it("in Korean, the afternoon is 오후", () => {
    render(
      <LanguageProvider language="ko" messages={compiledMessages("ko")} facts={clientFacts("ko")}>
        <HazardLegend layers={[zoneLayer]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />
      </LanguageProvider>,
    );
    expect(row("zone")).toHaveTextContent("출처: LA County OEM, 2026년 1월 14일 오후 5시 업데이트");
    expect(row("zone")).toHaveTextContent("대피 명령");
  });
});

describe("<HazardLegend>'s list of zones", () => {
  it("names every zone drawn with its status, most serious first, for people who cannot tap the map", () => {
    render(<HazardLegend layers={[zoneLayer]} shown={HAZARD_VIEW.layers} onToggle={() => {}} now={SOON} />);
    const list = screen.getByTestId("zone-list");
    expect(within(list).getByText("List of zones (3)")).toBeInTheDocument();
    const items = within(list).getAllByRole("listitem", { hidden: true }).map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items.map((text) => text!.split(": ").pop())).toEqual(["Evacuation order", "Shelter in place", "Evacuation warning"]);
    for (const zone of zoneLayer.features) expect(items.join(" ")).toContain(zone.properties.name);
  });
});
