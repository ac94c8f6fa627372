import type { Metadata } from "next";
import { msg } from "@/lib/i18n/msg";
import { getT } from "@/lib/i18n/server";
import { Suspense } from "react";
import { ContentPageView } from "@/components/content/content-page";
import { KindListing } from "@/components/places/kind-listing";
import { ListingSkeleton } from "@/components/places/listing-skeleton";
import { volunteerPage } from "@/lib/content/volunteer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t(volunteerPage.title), description: t(volunteerPage.lead) };
}

export default function VolunteerPage() {
  return (
    <ContentPageView page={volunteerPage}>
      <Suspense fallback={<ListingSkeleton />}>
        <KindListing
          kind="volunteer_opportunity"
          title={msg("Volunteer opportunities")}
          intro={msg("What, where and when, and how to sign up. Sign up before you go, so the organizer expects you.")}
          empty={msg("No volunteer shifts are listed right now. Please check back tomorrow.")}
          mapLinkLabel={msg("See them on the map")}
        />
      </Suspense>
    </ContentPageView>
  );
}
