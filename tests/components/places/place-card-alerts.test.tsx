import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { PlaceCard } from "@/components/places/place-card";
import { clientFacts, compiledMessages, i18nIn } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";
import { makePlace } from "@/tests/support/places";

function card(language: Language, compact: boolean) {
  const place = makePlace({ latitude: 34.190123, longitude: -118.131551 });
  render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      <PlaceCard place={place} now={new Date("2026-11-26T20:00:00Z")} i18n={i18nIn(language)} facts={clientFacts(language)} compact={compact} />
    </LanguageProvider>,
  );
}

describe("<PlaceCard>: get alerts near the place", () => {
  it.each([false, true])("links to the follow panel at the place, rounded to about 100 m (compact: %s)", (compact) => {
    card("en", compact);
    expect(screen.getByRole("link", { name: "Get alerts near here", hidden: true })).toHaveAttribute("href", "/alerts?lat=34.19&lng=-118.132");
  });

  it("in the page's language", () => {
    card("es", false);
    expect(screen.getByRole("link", { name: "Recibir alertas cerca de aquí" })).toHaveAttribute("href", "/es/alerts?lat=34.19&lng=-118.132");
  });
});
