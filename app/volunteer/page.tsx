import type { Metadata } from "next";
import { ContentPageView } from "@/components/content/content-page";
import { volunteerPage } from "@/lib/content/volunteer";

export const metadata: Metadata = { title: volunteerPage.title, description: volunteerPage.lead };

export default function VolunteerPage() {
  return <ContentPageView page={volunteerPage} />;
}
