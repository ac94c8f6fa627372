import type { Metadata } from "next";
import { ContentPageView } from "@/components/content/content-page";
import { donatePage } from "@/lib/content/donate";

export const metadata: Metadata = { title: donatePage.title, description: donatePage.lead };

export default function DonatePage() {
  return <ContentPageView page={donatePage} />;
}
