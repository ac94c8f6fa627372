import type { Metadata } from "next";
import { Suspense } from "react";
import { ContentPageView } from "@/components/content/content-page";
import { byUrgency, KindListing } from "@/components/places/kind-listing";
import { ListingSkeleton } from "@/components/places/listing-skeleton";
import { donatePage } from "@/lib/content/donate";

export const metadata: Metadata = { title: donatePage.title, description: donatePage.lead };

export default function DonatePage() {
  return (
    <ContentPageView page={donatePage}>
      <Suspense fallback={<ListingSkeleton />}>
        <KindListing
          kind="donation_need"
          title="What is needed where"
          intro="Urgent needs come first. Check the drop-off hours before you go: needs change every day."
          empty="No donation needs are listed right now. Please check back tomorrow."
          mapLinkLabel="See them on the map"
          order={byUrgency}
        />
      </Suspense>
    </ContentPageView>
  );
}
