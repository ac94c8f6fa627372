import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { IncidentDetails, PerimeterDetails, ZoneDetails, formatWhen, roundAcres } from "@/components/map/hazard-popups";
import { HazardHitList, hazardsAt } from "@/components/map/hazard-tap";
import { perimeterShapes, zoneShapes } from "@/components/map/hazard-index";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import { factsOf } from "@/tests/support/locales";
import type { Language } from "@/lib/i18n/languages";
import { LATER, SOON, incidentLayer, perimeterLayer, sampleOf, zoneLayer } from "../../fixtures/hazards/served";

/** With the real catalogs (outside a provider, messages are not compiled: no plural forms, no number formats). */
const renderIn = (language: Language, ui: React.ReactElement) =>
  render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      {ui}
    </LanguageProvider>,
  );

const [order, warning] = zoneLayer.features;
const [eaton] = incidentLayer.features;
const [perimeter] = perimeterLayer.features;

describe("hazard popups", () => {
  it("a zone: its name as written, its status in words, where and when it was read", () => {
    render(<ZoneDetails zone={order!} layer={zoneLayer} now={SOON} />);
    expect(screen.getByText("ALT-0042 Altadena North")).toHaveAttribute("translate", "no");
    expect(screen.getByText("Evacuation order")).toBeInTheDocument();
    expect(screen.getByText("From LA County OEM, updated Jan 14, 2026, 5:00 PM")).toBeInTheDocument();
    expect(screen.queryByText("Out of date")).toBeNull();
    expect(screen.queryByTestId("hazard-sample")).toBeNull();
  });

  it("a zone from an old copy is out of date; a sample one says it is not real", () => {
    render(<ZoneDetails zone={warning!} layer={sampleOf(zoneLayer)} now={LATER} />);
    expect(screen.getByText("Evacuation warning")).toBeInTheDocument();
    expect(screen.getByText("Out of date")).toBeInTheDocument();
    expect(screen.getByTestId("hazard-sample")).toHaveTextContent("Sample — not a real fire or evacuation order");
  });

  it("a perimeter: the fire's name, its acres and when it was mapped", () => {
    renderIn("en", <PerimeterDetails perimeter={perimeter!} layer={perimeterLayer} now={SOON} />);
    expect(screen.getByText("Eaton Fire")).toHaveAttribute("translate", "no");
    expect(screen.getByText("Fire perimeter")).toBeInTheDocument();
    expect(screen.getByText("14,117 acres")).toBeInTheDocument();
    expect(screen.getByText("Perimeter updated Jan 14, 2026, 12:00 PM")).toBeInTheDocument();
    expect(screen.getByText("From NIFC, updated Jan 14, 2026, 5:00 PM")).toBeInTheDocument();
  });

  it("a fire: started, acres, containment, updated, and its official page in a new tab", () => {
    renderIn("en", <IncidentDetails incident={eaton!} layer={incidentLayer} now={SOON} />);
    expect(screen.getByText("Active fire")).toBeInTheDocument();
    expect(screen.getByText("Started Jan 7, 2026, 6:18 PM")).toBeInTheDocument();
    expect(screen.getByText("14,117 acres")).toBeInTheDocument();
    expect(screen.getByText("45% contained")).toBeInTheDocument();
    expect(screen.getByText("Fire details updated Jan 14, 2026, 12:00 PM")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Official incident page" });
    expect(link).toHaveAttribute("href", "https://www.fire.ca.gov/incidents/2026/1/7/eaton-fire");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("From CAL FIRE, updated Jan 14, 2026, 5:00 PM")).toBeInTheDocument();
  });

  it("a fire with little known: no empty lines, no link, nothing made up", () => {
    const bare = { ...eaton!, properties: { ...eaton!.properties, started: null, updated: "not a date", acres: null, containment: null, url: null } };
    render(<IncidentDetails incident={bare} layer={incidentLayer} now={SOON} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(/Started|acres|contained|Fire details updated/)).toBeNull();
    expect(screen.getByText("From CAL FIRE, updated Jan 14, 2026, 5:00 PM")).toBeInTheDocument();
  });

  it("in Chinese: status, acres and containment in the page's language; names kept", () => {
    renderIn(
      "zh",
      <>
        <ZoneDetails zone={order!} layer={zoneLayer} now={SOON} />
        <IncidentDetails incident={eaton!} layer={incidentLayer} now={SOON} />
      </>,
    );
    expect(screen.getByText("疏散令")).toBeInTheDocument();
    expect(screen.getByText("ALT-0042 Altadena North")).toBeInTheDocument();
    expect(screen.getByText("已控制 45%")).toBeInTheDocument();
    expect(screen.getByText(/^14,117\s?英亩$/)).toBeInTheDocument();
    expect(screen.getByText("来源：CAL FIRE，更新于 2026年1月14日 17:00")).toBeInTheDocument();
  });

  it("formats times safely and acres sensibly", () => {
    expect(formatWhen(null, factsOf("en"))).toBeNull();
    expect(formatWhen("yesterday", factsOf("en"))).toBeNull();
    expect(roundAcres(14117.4)).toBe(14117);
    expect(roundAcres(0.42)).toBe(0.4);
  });
});

describe("a tap on the map", () => {
  const zones = zoneShapes([zoneLayer]);
  const perimeters = perimeterShapes([perimeterLayer]);

  it("finds every zone and perimeter under it, the most serious zone first", () => {
    // On the edge between the order and the warning, inside the perimeter.
    const hits = hazardsAt(-118.18, 34.16, zones, perimeters);
    expect(hits.zones.map((z) => z.feature.properties.status)).toEqual(["order", "warning"]);
    expect(hits.perimeters).toHaveLength(1);
    render(<HazardHitList hits={hits} now={SOON} />);
    expect(screen.getByTestId("hazard-hits")).toHaveTextContent(/Evacuation order.*Evacuation warning.*Fire perimeter/);
  });

  it("made-up shapes say so once, above them", () => {
    const hits = hazardsAt(-118.18, 34.16, zoneShapes([sampleOf(zoneLayer)]), perimeterShapes([sampleOf(perimeterLayer)]));
    render(<HazardHitList hits={hits} now={SOON} />);
    expect(screen.getAllByTestId("hazard-sample")).toHaveLength(1);
  });

  it("finds nothing away from them", () => {
    expect(hazardsAt(-117, 34, zones, perimeters)).toEqual({ zones: [], perimeters: [] });
  });
});
