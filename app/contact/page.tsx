import type { Metadata } from "next";
import { getT } from "@/lib/i18n/server";
import { ContentPageView } from "@/components/content/content-page";
import { contactPage } from "@/lib/content/contact";
import { SITE } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t(contactPage.title), description: t(contactPage.lead) };
}

export default async function ContactPage() {
  const t = await getT();
  return (
    <ContentPageView page={contactPage}>
      <section aria-labelledby="contact-details-title" className="rounded-lg border border-neutral-200 p-5">
        <h2 id="contact-details-title" className="text-xl font-semibold text-ink">
          {t("Contact details")}
        </h2>
        <p className="mt-2">
          {t("E-mail:")}{" "}
          <a href={`mailto:${SITE.contactEmail}`} className="font-medium text-brand-dark underline underline-offset-2">
            {SITE.contactEmail}
          </a>
        </p>
      </section>
    </ContentPageView>
  );
}
