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
  const page = siteContent(language).donate;
  return { title: page.title, description: page.lead, alternates: languageAlternates(language, "/donate") };
}

export default async function DonatePage({ params }: LangParams) {
  const language = await pageLanguage(params);
  return (
    // The live entries come first, before the general advice, and without a Suspense boundary: a
    // skeleton swapped for the list at the top of the page would push everything below it.
    <PageMessages route="/donate">
      <ContentPageView
        page={siteContent(language).donate}
        first={
          <KindListing
            kind="donation_need"
            title={msg(/*i18n*/ "What is needed where")}
            intro={msg(/*i18n*/ "Urgent needs come first. Check the drop-off hours before you go: needs change every day.")}
            empty={msg(/*i18n*/ "No donation needs are listed right now. Please check back tomorrow.")}
            mapLinkLabel={msg(/*i18n*/ "See them on the map")}
            order="urgency"
            toggle="urgent"
          />
        }
      />
    </PageMessages>
  );
}
