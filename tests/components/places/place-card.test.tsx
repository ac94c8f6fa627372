import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { PlaceCard } from "@/components/places/place-card";
import { clientFacts, compiledMessages, i18nIn } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";
import type { Place } from "@/lib/places/types";
import { makePlace } from "@/tests/support/places";

const NOW = new Date("2026-11-26T20:00:00Z");

function card(place: Place, { language = "en" as Language, compact = false } = {}) {
  return render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      <PlaceCard place={place} now={NOW} i18n={i18nIn(language)} facts={clientFacts(language)} compact={compact} />
    </LanguageProvider>,
  );
}

describe("<PlaceCard>", () => {
  it.each([false, true])("a shelter for animals only says so in words before its details, never \"Pets allowed\" (compact: %s)", (compact) => {
    const { container } = card(makePlace({ kind: "shelter", category: "animal_support", petsAllowed: true }), { compact });
    const line = container.querySelector('[data-field="animals-only"]')!;
    expect(line).toHaveTextContent("For animals only: people cannot stay here.");
    // In the part always in view, not under "More details".
    expect(line.closest("details")).toBeNull();
    expect(within(screen.getByRole("list", { name: "Eligibility", hidden: true })).queryByText("Pets allowed")).toBeNull();
  });

  it("a shelter for people that takes pets says \"Pets allowed\", and nothing of animals only", () => {
    const { container } = card(makePlace({ kind: "shelter", category: "shelter_support", petsAllowed: true }));
    expect(container.querySelector('[data-field="animals-only"]')).toBeNull();
    expect(within(screen.getByRole("list", { name: "Eligibility" })).getByText("Pets allowed")).toBeInTheDocument();
  });

  it("in the page's language", () => {
    card(makePlace({ kind: "shelter", category: "animal_support" }), { language: "fa" });
    expect(screen.getByText(i18nIn("fa")._("For animals only: people cannot stay here."))).toBeInTheDocument();
  });

  it("invites to no area alerts: one invitation per screen, by the map (components/home/map-section.tsx)", () => {
    const { container } = card(makePlace({}), { compact: true });
    expect(container.querySelector('a[href*="/alerts"]')).toBeNull();
  });

  it("the call button's word and number are one item of its box, with their space", () => {
    const { container } = card(makePlace({ phone: "(626) 555-0101" }));
    const call = container.querySelector('a[href^="tel:"]')!;
    expect(call.children).toHaveLength(1);
    expect(call.textContent).toBe("Call (626) 555-0101");
    expect(call.querySelector(".whitespace-nowrap")).toHaveTextContent("(626) 555-0101");
  });

  it("the sample badge is isolated and apart from the word before it", () => {
    const { container } = card(makePlace({ isSample: true }), { language: "fa" });
    const badge = container.querySelector('[data-field="sample-badge"]')!;
    expect(badge.tagName).toBe("BDI");
    expect(badge.previousSibling?.textContent).toBe(" ");
  });
});
