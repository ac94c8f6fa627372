import type { Metadata } from "next";
import { SuggestionForm } from "@/components/forms/suggestion-form";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { msg } from "@/lib/i18n/msg";
import { publicEnv } from "@/lib/env/public";
import { mapTilesFor } from "@/lib/map/tiles";
import { PageMessages } from "@/components/i18n/page-messages";

const TITLE = msg(/*i18n*/ "Add a place to the map");
const LEAD = msg(
  /*i18n*/ "Tell us about a place that helps people affected by the fires, or one that is missing from the map. A person checks every suggestion before it appears.",
);

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  return { title: i18n._(TITLE), description: i18n._(LEAD), alternates: languageAlternates(language, "/suggest") };
}

export default async function SuggestPage({ params }: LangParams) {
  await pageLanguage(params);
  const i18n = await getI18n();
  return (
    <PageMessages route="/suggest">
      <div data-i18n="curated" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{i18n._(TITLE)}</h1>
        <p className="mt-3 text-lg leading-relaxed text-neutral-700">{i18n._(LEAD)}</p>
        <div className="mt-8 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
          <SuggestionForm tiles={mapTilesFor(publicEnv)} />
        </div>
      </div>
  </PageMessages>
  );
}
