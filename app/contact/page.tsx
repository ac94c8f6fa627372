import type { Metadata } from "next";
import { ContentPageView } from "@/components/content/content-page";
import { contactPage } from "@/lib/content/contact";
import { SITE } from "@/lib/site";

export const metadata: Metadata = { title: contactPage.title, description: contactPage.lead };

export default function ContactPage() {
  return (
    <ContentPageView page={contactPage}>
      <section aria-labelledby="contact-details-title" className="rounded-lg border border-neutral-200 p-5">
        <h2 id="contact-details-title" className="text-xl font-semibold text-ink">
          Contact details
        </h2>
        <p className="mt-2">
          E-mail:{" "}
          <a href={`mailto:${SITE.contactEmail}`} className="font-medium text-brand-dark underline underline-offset-2">
            {SITE.contactEmail}
          </a>
        </p>
      </section>
    </ContentPageView>
  );
}
