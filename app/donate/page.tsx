import type { Metadata } from "next";
import { msg } from "@/lib/i18n/msg";
import { getT } from "@/lib/i18n/server";
import { Suspense } from "react";
import { ContentPageView } from "@/components/content/content-page";
import { byUrgency, KindListing } from "@/components/places/kind-listing";
import { ListingSkeleton } from "@/components/places/listing-skeleton";
import { donatePage } from "@/lib/content/donate";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t(donatePage.title), description: t(donatePage.lead) };
}

export default function DonatePage() {
  return (
    <ContentPageView page={donatePage}>
      <Suspense fallback={<ListingSkeleton />}>
        <KindListing
          kind="donation_need"
          title={msg("What is needed where")}
          intro={msg("Urgent needs come first. Check the drop-off hours before you go: needs change every day.")}
          empty={msg("No donation needs are listed right now. Please check back tomorrow.")}
          mapLinkLabel={msg("See them on the map")}
          order={byUrgency}
        />
      </Suspense>
    </ContentPageView>
  );
}
