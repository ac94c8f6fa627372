import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlaceCard } from "@/components/places/place-card";
import { i18nIn } from "@/lib/i18n/catalog";
import { makePlace } from "@/tests/support/places";
import { factsOf } from "@/tests/support/locales";

describe("a place inside an evacuation zone, on its card", () => {
  const place = makePlace();
  const hazard = { status: "order" as const, zone: "Zone ORD (test fixture)", source: "County zones (test fixture)" };

  it("says so first, with the zone, its source and the official alerts", () => {
    render(<PlaceCard place={place} now={new Date("2026-11-26T20:00:00Z")} i18n={i18nIn("en")} facts={factsOf("en")} hazard={hazard} />);
    const warning = screen.getByTestId("hazard-warning");
    expect(warning).toHaveTextContent("Evacuation order for this area: do not go here.");
    expect(warning).toHaveTextContent("Zone: Zone ORD (test fixture). Source: County zones (test fixture).");
    expect(screen.getByRole("link", { name: "Check the official alerts at ready.lacounty.gov before you go." })).toHaveAttribute("href", "https://ready.lacounty.gov/");
    // Before the opening hours and the actions: what decides whether to go comes first.
    const heading = screen.getByRole("heading");
    expect(heading.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const call = screen.getByText(/Directions/);
    expect(warning.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("in Spanish and Chinese, a warning as a warning", () => {
    const warning = { ...hazard, status: "warning" as const };
    const { unmount } = render(<PlaceCard place={place} now={new Date()} i18n={i18nIn("es")} facts={factsOf("es")} hazard={warning} />);
    expect(screen.getByTestId("hazard-warning")).toHaveTextContent("Advertencia de evacuación en esta zona: prepárese para salir y consulte las alertas oficiales antes de ir.");
    unmount();
    render(<PlaceCard place={place} now={new Date()} i18n={i18nIn("zh")} facts={factsOf("zh")} hazard={hazard} />);
    expect(screen.getByTestId("hazard-warning")).toHaveTextContent("此区域已发布疏散令：请勿前往此地。");
  });

  it("never says an order zone's place is open; a warning zone's place keeps its hours, not in green", () => {
    const open247 = makePlace({ hours: Object.fromEntries(["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((d) => [d, [{ opens: "00:00", closes: "24:00" }]])) });
    const now = new Date("2026-11-26T20:00:00Z");
    const { unmount, container } = render(<PlaceCard place={open247} now={now} i18n={i18nIn("en")} facts={factsOf("en")} hazard={hazard} />);
    expect(container.querySelector("[data-field=open-state]")!.textContent).toBe("");
    unmount();
    const { container: warned } = render(<PlaceCard place={open247} now={now} i18n={i18nIn("en")} facts={factsOf("en")} hazard={{ ...hazard, status: "warning" }} />);
    const state = warned.querySelector("[data-field=open-state] span")!;
    expect(state.textContent).toMatch(/Open/);
    expect(state.className).not.toContain("text-brand-dark");
  });

  it("with the zones' source and time below it, names the zone alone (the source once)", () => {
    render(<PlaceCard place={place} now={new Date()} i18n={i18nIn("en")} facts={factsOf("en")} hazard={hazard} hazardSource={<p>From County zones (test fixture), updated 5:00 PM</p>} />);
    const warning = screen.getByTestId("hazard-warning");
    expect(warning).toHaveTextContent("Zone: Zone ORD (test fixture).From County zones (test fixture), updated 5:00 PM");
    expect(warning.textContent!.match(/County zones/g)).toHaveLength(1);
  });

  it("says nothing about hazards for a place in no zone", () => {
    render(<PlaceCard place={place} now={new Date()} i18n={i18nIn("en")} facts={factsOf("en")} />);
    expect(screen.queryByTestId("hazard-warning")).toBeNull();
  });
});
