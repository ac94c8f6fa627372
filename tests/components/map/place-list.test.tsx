import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { PlaceList } from "@/components/map/place-list";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";

/** The list when nothing is left to show: the search's words, or the filters, are why. */
function renderEmpty(language: Language, query: string, onClearSearch = vi.fn()) {
  render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      <PlaceList ranked={[]} total={0} onShowMore={() => {}} now={new Date()} selectedId={null} reportedIds={[]} hazards={{}} onShowOnMap={() => {}} query={query} onClearSearch={onClearSearch} />
    </LanguageProvider>,
  );
  return onClearSearch;
}

describe("<PlaceList> with nothing to show", () => {
  it("says the search found nothing, names the query and offers to clear it", () => {
    const clear = renderEmpty("en", "  helicopter ");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("No places found for your search: helicopter");
    expect(status).not.toHaveTextContent(/filters/);
    // The typed words keep their own direction in a right-to-left page.
    expect(status.querySelector("q")).toHaveAttribute("dir", "auto");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it("says so in the page's language", () => {
    renderEmpty("es", "helicóptero");
    expect(screen.getByRole("status")).toHaveTextContent("No se encontraron lugares para su búsqueda: helicóptero");
    expect(screen.getByRole("button", { name: "Borrar búsqueda" })).toBeInTheDocument();
  });

  it("without a search, blames the filters (there is no search to clear)", () => {
    renderEmpty("en", "");
    expect(screen.getByRole("status")).toHaveTextContent("No places match these filters.");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });
});
