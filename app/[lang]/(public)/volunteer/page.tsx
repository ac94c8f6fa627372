import type { Metadata } from "next";
import { msg } from "@/lib/i18n/msg";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";
import { ContentPageView } from "@/components/content/content-page";
import { KindListing } from "@/components/places/kind-listing";
import { siteContent } from "@/lib/content";
import { PageMessages } from "@/components/i18n/page-messages";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = siteContent(language).volunteer;
  return { title: page.title, description: page.lead, alternates: languageAlternates(language, "/volunteer") };
}

export default async function VolunteerPage({ params }: LangParams) {
  const language = await pageLanguage(params);
  return (
    // The live entries come first, before the general advice, and without a Suspense boundary: a
    // skeleton swapped for the list at the top of the page would push everything below it.
    <PageMessages route="/volunteer">
      <ContentPageView
        page={siteContent(language).volunteer}
        first={
          <KindListing
            kind="volunteer_opportunity"
            title={msg(/*i18n*/ "Volunteer opportunities")}
            intro={msg(/*i18n*/ "What, where and when, and how to sign up. Sign up before you go, so the organizer expects you.")}
            empty={msg(/*i18n*/ "No volunteer shifts are listed right now. Please check back tomorrow.")}
            mapLinkLabel={msg(/*i18n*/ "See them on the map")}
            toggle="today"
          />
        }
      />
    </PageMessages>
  );
}
