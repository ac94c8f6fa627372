import type { Metadata } from "next";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { ContentPageView } from "@/components/content/content-page";
import { CollaborationForm } from "@/components/forms/collaboration-form";
import { siteContent } from "@/lib/content";
import { SITE_CONTACT } from "@/lib/site/contact";
import { PageMessages } from "@/components/i18n/page-messages";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = siteContent(language).contact;
  return { title: page.title, description: page.lead, alternates: languageAlternates(language, "/contact") };
}

export default async function ContactPage({ params }: LangParams) {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  return (
    <PageMessages route="/contact">
      <ContentPageView
        page={siteContent(language).contact}
        first={
          // The form comes after the advice on what to send: one tap takes the visitor there.
          <a href="#send-message" className="inline-block rounded-lg bg-brand px-5 py-3 text-lg font-semibold text-white hover:bg-brand-dark">
            {i18n._("Send us a message")}
          </a>
        }
      >
        <section id="send-message" aria-labelledby="form-title" className="scroll-mt-20 space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
          <h2 id="form-title" className="text-2xl font-bold text-ink">
            {i18n._("Send us a message")}
          </h2>
          <CollaborationForm />
        </section>
        <section aria-labelledby="contact-details-title" className="rounded-lg border border-neutral-200 p-5">
          <h2 id="contact-details-title" className="text-xl font-semibold text-ink">
            {i18n._("Contact details")}
          </h2>
          <p className="mt-2">
            {i18n._("E-mail:")}{" "}
            <a href={`mailto:${SITE_CONTACT.contactEmail}`} className="font-medium text-brand-dark underline underline-offset-2">
              {SITE_CONTACT.contactEmail}
            </a>
          </p>
        </section>
      </ContentPageView>
  </PageMessages>
  );
}
