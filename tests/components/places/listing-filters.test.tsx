import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { ListingFilters, type ListingEntry } from "@/components/places/listing-filters";
import { compiledMessages } from "@/lib/i18n/catalog";

const PASADENA = { lat: 34.1478, lng: -118.1445 };

const entry = (id: string, over: Partial<ListingEntry>): ListingEntry => ({
  id,
  area: "pasadena",
  urgent: false,
  shiftDays: [],
  lat: PASADENA.lat,
  lng: PASADENA.lng,
  statusRank: 0,
  ...over,
});

// In the server's order: Burbank first (most urgent), then a full Pasadena site, then the others.
const ENTRIES = [
  entry("burbank", { area: "burbank", urgent: true, lat: 34.175, lng: -118.295, shiftDays: ["mon"] }),
  entry("pasadena-full", { urgent: true, statusRank: 2 }),
  entry("pasadena-near", { lat: 34.15, lng: -118.145, shiftDays: ["tue"] }),
  entry("far", { area: null, lat: 34.42, lng: -119.7 }),
];
const cards = Object.fromEntries(ENTRIES.map((e) => [e.id, <h3 key={e.id}>{`Card ${e.id}`}</h3>]));

const shownCards = () => screen.queryAllByRole("heading").map((h) => h.textContent);

function stubPosition(position: { lat: number; lng: number } | "denied") {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    position === "denied"
      ? fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "denied" } as GeolocationPositionError)
      : ok({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition),
  );
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
}

describe("<ListingFilters>", () => {
  beforeEach(() => window.history.replaceState(null, "", "/donate"));
  afterEach(() => vi.unstubAllGlobals());

  it("first shows every entry in the server's order", () => {
    render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
    expect(shownCards()).toEqual(["Card burbank", "Card pasadena-full", "Card pasadena-near", "Card far"]);
    expect(screen.getByTestId("listing-count")).toHaveTextContent("Showing 4 of 4");
  });

  it("offers only the areas that have entries, with their counts, and filters by one (kept in the URL)", () => {
    render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
    const select = screen.getByRole("combobox", { name: "Area" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All areas (4)",
      "Burbank (1)",
      "Pasadena (2)",
      "Elsewhere (1)",
    ]);
    fireEvent.change(select, { target: { value: "pasadena" } });
    expect(shownCards()).toEqual(["Card pasadena-full", "Card pasadena-near"]);
    expect(window.location.search).toBe("?area=pasadena");
    fireEvent.change(select, { target: { value: "elsewhere" } });
    expect(shownCards()).toEqual(["Card far"]);
  });

  it("shows only urgent needs, and says so when nothing matches, with a way back to all", () => {
    render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Urgent needs only" }));
    expect(shownCards()).toEqual(["Card burbank", "Card pasadena-full"]);
    expect(window.location.search).toBe("?urgent=1");
    fireEvent.change(screen.getByRole("combobox", { name: "Area" }), { target: { value: "elsewhere" } });
    expect(shownCards()).toEqual([]);
    expect(screen.getByText("Nothing here matches these filters.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(shownCards()).toHaveLength(4);
    expect(window.location.search).toBe("");
  });

  it("shows volunteer shifts on today's weekday in Los Angeles", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z")); // Tuesday, 10:00 in Los Angeles
    try {
      render(<ListingFilters entries={ENTRIES} cards={cards} toggle="today" />);
      fireEvent.click(screen.getByRole("checkbox", { name: "Shifts today" }));
      expect(shownCards()).toEqual(["Card pasadena-near"]);
      expect(window.location.search).toBe("?today=1");
    } finally {
      vi.useRealTimers();
    }
  });

  it("applies a shared link's filters", () => {
    window.history.replaceState(null, "", "/donate?area=burbank&urgent=1");
    render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
    expect(shownCards()).toEqual(["Card burbank"]);
    expect(screen.getByRole("checkbox", { name: "Urgent needs only" })).toBeChecked();
  });

  it("ignores an unknown area in a link, and an area with nothing listed today", () => {
    for (const link of ["/donate?area=atlantis", "/donate?area=malibu"]) {
      window.history.replaceState(null, "", link);
      const { unmount } = render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
      expect(shownCards()).toHaveLength(4);
      expect(screen.getByRole("combobox", { name: "Area" })).toHaveValue("");
      unmount();
    }
  });

  it("after \"Show all\", the keyboard is back on the area filter (the button went away with the message)", () => {
    render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
    fireEvent.change(screen.getByRole("combobox", { name: "Area" }), { target: { value: "elsewhere" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Urgent needs only" }));
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(screen.getByRole("combobox", { name: "Area" })).toHaveFocus();
  });

  it("sorts nearest first with the distance shown, available entries before full ones", async () => {
    stubPosition(PASADENA);
    // With the compiled catalog: the distance is a plural message (the number chooses the word).
    render(
      <LanguageProvider language="en" messages={compiledMessages("en")}>
        <ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />
      </LanguageProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Near me" })));
    expect(shownCards()).toEqual(["Card pasadena-near", "Card burbank", "Card far", "Card pasadena-full"]);
    expect(screen.getByTestId("listing-count")).toHaveTextContent("Showing 4 of 4, nearest first");
    expect(screen.getByRole("button", { name: "Nearest first ✓" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByTestId("listing-distance")[0]).toHaveTextContent("0.2 mi away");
  });

  it("when location is refused, says to choose an area and keeps the list", async () => {
    stubPosition("denied");
    render(<ListingFilters entries={ENTRIES} cards={cards} toggle="urgent" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Near me" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose your area instead");
    expect(shownCards()).toHaveLength(4);
  });
});
