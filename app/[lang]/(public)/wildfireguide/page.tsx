import type { Metadata } from "next";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";
import { ContentPageView } from "@/components/content/content-page";
import { siteContent } from "@/lib/content";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = siteContent(language).guide;
  return { title: page.title, description: page.lead, alternates: languageAlternates(language, "/wildfireguide") };
}

export default async function WildfireGuidePage({ params }: LangParams) {
  const language = await pageLanguage(params);
  return <ContentPageView page={siteContent(language).guide} />;
}
