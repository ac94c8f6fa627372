import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { PrintView } from "@/components/print/print-view";
import { serverVocabulary } from "@/lib/places/search-vocabulary";
import { buildSheet } from "@/components/print/sheet";
import { clientFacts, compiledMessages, i18nIn } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";
import { DEFAULT_FILTERS } from "@/lib/places/filters";
import { toPayload, toSummary } from "@/lib/places/summary";
import { makePlace } from "@/tests/support/places";

const NOW = new Date();
const places = [
  makePlace({ name: "Altadena Pantry", kind: "resource", phone: "(626) 555-0100", address: "1 Lake Ave, Altadena", hours: {} }),
  makePlace({ name: "Pasadena Shelter", kind: "shelter", phone: "1-800-985-5990", address: "2 Colorado Blvd, Pasadena", hours: {} }),
].map(toSummary);
const URL = "https://relief.example.org/fa/list";

function renderIn(language: Language, search = "", textUs: string | null = null) {
  const sheet = buildSheet({ places, hazards: {}, described: null, query: { filters: DEFAULT_FILTERS, point: null }, now: NOW, i18n: i18nIn(language), facts: clientFacts(language), words: serverVocabulary(language) });
  render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      <PrintView sheet={sheet} search={search} renderedAt={NOW.toISOString()} url={URL} qr={<svg data-testid="qr" />} backHref="/?view=list#map" textUs={textUs} />
    </LanguageProvider>,
  );
}

describe("<PrintView>", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prints the 'Text us' line only when the site answers texts", () => {
    renderIn("en", "", "No smartphone? Text SHELTER 91101 to (213) 555-0100 for the nearest open places.");
    expect(screen.getByTestId("print-text-us")).toHaveTextContent("Text SHELTER 91101 to (213) 555-0100");
  });

  it("has no 'Text us' line without a number", () => {
    renderIn("en");
    expect(screen.queryByTestId("print-text-us")).toBeNull();
  });

  it("renders the list in English: title, the 911 line, every place with its phone left-to-right, the QR code and the address", () => {
    renderIn("en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All places");
    expect(screen.getByTestId("print-safety")).toHaveTextContent("Check before you go; call 911 in an emergency.");
    const items = within(screen.getByTestId("print-list")).getAllByRole("listitem");
    expect(items.map((i) => within(i).getByRole("heading").textContent)).toEqual(["Altadena Pantry", "Pasadena Shelter"]);
    for (const phone of ["(626) 555-0100", "1-800-985-5990"]) expect(screen.getByText(phone).closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByTestId("qr")).toBeInTheDocument();
    expect(screen.getByTestId("print-url")).toHaveTextContent(URL);
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the map" })).toHaveAttribute("href", "/?view=list#map");
  });

  it("renders in Farsi, with no English left but the places' own names and addresses", () => {
    renderIn("fa");
    const text = document.body.textContent!;
    expect(text).toContain("پیش از رفتن بررسی کنید؛ در شرایط اضطراری با 911 تماس بگیرید.");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("همه مکان‌ها");
    expect(screen.getByRole("button", { name: "چاپ" })).toBeInTheDocument();
    for (const english of ["Check before", "All places", "Print", "Share as text", "Back to the map", "Made "]) expect(text).not.toContain(english);
    expect(screen.getByText("(626) 555-0100").closest("bdi")).toHaveAttribute("dir", "ltr");
  });

  it("shares the list as text through the share sheet, every phone intact", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    renderIn("en");
    fireEvent.click(screen.getByTestId("share-text"));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const { text } = share.mock.calls[0]![0] as { text: string };
    expect(text).toContain("(626) 555-0100");
    expect(text).toContain("1-800-985-5990");
    expect(text.endsWith(URL)).toBe(true);
  });

  it("rebuilds a stored copy made for other parameters from the stored places, without the old QR code", async () => {
    window.history.replaceState(null, "", "/fa/list?kind=shelter");
    const payload = toPayload(places, [], null, {});
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify(payload), { status: 200 })));
    renderIn("en", "");
    await waitFor(() => expect(document.querySelector("[data-rebuilt]")).not.toBeNull());
    const items = within(screen.getByTestId("print-list")).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Pasadena Shelter");
    expect(screen.queryByTestId("qr")).toBeNull();
    expect(screen.getByTestId("print-url")).toHaveTextContent("/fa/list?kind=shelter");
    window.history.replaceState(null, "", "/");
  });
});
