import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { ContentPageView } from "@/components/content/content-page";
import { guidePage } from "@/lib/content/guide";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t(guidePage.title), description: t(guidePage.lead) };
}

export default function WildfireGuidePage() {
  return <ContentPageView page={guidePage} />;
}
