import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExplorerAddressAdapter } from "@/components/map/explorer-address-adapter";
import { useExplorerAddress } from "@/components/map/use-explorer-address";
import { DEFAULT_FILTERS } from "@/lib/places/filters";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import { FilterBar } from "@/components/map/filter-bar";
import { LanguageProvider } from "@/components/i18n/language-context";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function arrive(href: string) {
  window.history.replaceState(null, "", href);
  const want = vi.fn();
  const locate = vi.fn();
  const hook = renderHook(() => useExplorerAddress({ want, locate }), { wrapper: ExplorerAddressAdapter });
  return { ...hook, want, locate };
}

describe("useExplorerAddress (the map's state in its address, through nuqs)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("reads a need's link on arrival: its filters, the list, nearest first", () => {
    const { result, want, locate } = arrive("/es?kind=shelter&open=1&pets=1&view=list&near=1#map");
    expect(result.current.filters).toEqual({ ...DEFAULT_FILTERS, kinds: ["shelter"], openNow: true, pets: true });
    expect(result.current.view).toBe("list");
    expect(want).toHaveBeenCalled();
    expect(locate).toHaveBeenCalled();
  });

  it("a plain address asks for nothing", () => {
    const { result, want, locate } = arrive("/");
    expect(result.current.filters).toEqual(DEFAULT_FILTERS);
    expect(result.current.view).toBe("map");
    expect(want).not.toHaveBeenCalled();
    expect(locate).not.toHaveBeenCalled();
  });

  it("writes a change in canonical order with the map's anchor, dropping the arrival-only and unknown parameters", async () => {
    const { result } = arrive("/ko?utm_source=x&near=1&open=1");
    act(() => result.current.update({ ...result.current.filters, kinds: ["shelter"], pets: true }));
    // The state follows at once; the address right after (nuqs batches writes).
    expect(result.current.filters.pets).toBe(true);
    await waitFor(() => expect(address()).toBe("/ko?kind=shelter&open=1&pets=1#map"));
  });

  it("keeps a linked point (an area alert's) through other changes", async () => {
    const { result } = arrive("/?at=34.148,-118.145");
    expect(result.current.linkedPoint).toEqual({ lat: 34.148, lng: -118.145 });
    act(() => result.current.switchView("list"));
    await waitFor(() => expect(address()).toBe("/?at=34.148%2C-118.145&view=list#map"));
    expect(result.current.linkedPoint).toEqual({ lat: 34.148, lng: -118.145 });
  });

  it("a linked place is selected only once the list can show it; one no longer listed leaves the address", async () => {
    const { result } = arrive("/?place=gone#map");
    expect(result.current.linkedPlace).toBe("gone");
    expect(result.current.selectedId).toBeNull();
    expect(result.current.view).toBe("list");
    act(() => result.current.settleLinkedPlace(null));
    await waitFor(() => expect(address()).toBe("/?view=list#map"));
    expect(result.current.view).toBe("list");
    expect(result.current.selectedId).toBeNull();
  });

  it("a place chosen on the map is in the address at once; opened again, the link shows its entry in the list", async () => {
    const { result } = arrive("/");
    act(() => result.current.setSelectedId("abc"));
    await waitFor(() => expect(address()).toBe("/?view=map&place=abc#map"));
    expect(result.current.selectedId).toBe("abc");
    expect(result.current.view).toBe("map");
    // Opened again (a shared link): checked against the list first, then selected, in the list.
    const again = arrive(address());
    expect(again.result.current.view).toBe("list");
    await waitFor(() => expect(address()).toBe("/?view=list&place=abc#map"));
    act(() => again.result.current.settleLinkedPlace("abc"));
    expect(again.result.current.selectedId).toBe("abc");
  });

  it("a shared place's plain link is left as it is on arrival", async () => {
    const { result } = arrive("/es?place=abc#map");
    expect(result.current.view).toBe("list");
    act(() => result.current.settleLinkedPlace("abc"));
    expect(result.current.selectedId).toBe("abc");
    await new Promise((r) => setTimeout(r, 100));
    expect(address()).toBe("/es?place=abc#map");
  });

  it("writes only the hazard layers turned off, and every layer back on leaves the address plain", async () => {
    const { result } = arrive("/");
    act(() => result.current.toggleLayer("zone", false));
    await waitFor(() => expect(address()).toBe("/?hide=zone#map"));
    expect(result.current.shownLayers).toEqual(HAZARD_VIEW.layers.filter((l) => l !== "zone"));
    act(() => result.current.toggleLayer("zone", true));
    await waitFor(() => expect(address()).toBe("/#map"));
  });

  it("keeps every space typed in the search field, one key at a time, while the address keeps the search trimmed", async () => {
    window.history.replaceState(null, "", "/es");
    function Explorer() {
      const { filters, update } = useExplorerAddress({ want: () => {}, locate: () => {} });
      return <FilterBar filters={filters} onChange={update} onReset={() => update(DEFAULT_FILTERS)} activeCount={0} />;
    }
    render(
      <LanguageProvider language="es" messages={compiledMessages("es")} facts={clientFacts("es")}>
        <ExplorerAddressAdapter>
          <Explorer />
        </ExplorerAddressAdapter>
      </LanguageProvider>,
    );
    const field = screen.getByRole("searchbox");
    await userEvent.type(field, "agua potable ");
    expect(field).toHaveValue("agua potable ");
    await waitFor(() => expect(address()).toBe("/es?q=agua+potable#map"));
    await userEvent.clear(field);
    expect(field).toHaveValue("");
    await waitFor(() => expect(address()).toBe("/es#map"));
  });
});
