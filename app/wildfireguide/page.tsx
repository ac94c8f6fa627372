import type { Metadata } from "next";
import { ContentPageView } from "@/components/content/content-page";
import { guidePage } from "@/lib/content/guide";

export const metadata: Metadata = { title: guidePage.title, description: guidePage.lead };

export default function WildfireGuidePage() {
  return <ContentPageView page={guidePage} />;
}
