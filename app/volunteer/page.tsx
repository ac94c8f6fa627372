import type { Metadata } from "next";
import { Suspense } from "react";
import { ContentPageView } from "@/components/content/content-page";
import { KindListing } from "@/components/places/kind-listing";
import { ListingSkeleton } from "@/components/places/listing-skeleton";
import { volunteerPage } from "@/lib/content/volunteer";

export const metadata: Metadata = { title: volunteerPage.title, description: volunteerPage.lead };

export default function VolunteerPage() {
  return (
    <ContentPageView page={volunteerPage}>
      <Suspense fallback={<ListingSkeleton />}>
        <KindListing
          kind="volunteer_opportunity"
          title="Volunteer opportunities"
          intro="What, where and when, and how to sign up. Sign up before you go, so the organizer expects you."
          empty="No volunteer shifts are listed right now. Please check back tomorrow."
          mapLinkLabel="See them on the map"
        />
      </Suspense>
    </ContentPageView>
  );
}
