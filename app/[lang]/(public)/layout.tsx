import { FaqChat } from "@/components/chat/faq-chat";
import { MainArea } from "@/components/layout/main-area";
import { SafetyBanner } from "@/components/notice/safety-banner";
import { siteContent } from "@/lib/content";
import { languageFacts } from "@/lib/i18n/catalog";
import type { LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";

/**
 * The residents' pages (everything but the reviewers' /moderate): the safety notice opens each
 * page, and the FAQ chat is at hand. Reviewers are staff: their screens have neither
 * (app/[lang]/moderate/layout.tsx). The route group leaves every address as it was.
 */
export default async function PublicLayout({ children, params }: Readonly<{ children: React.ReactNode } & LangParams>) {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  const { faq, notice } = siteContent(language);
  return (
    <>
      {/* No Suspense boundaries around complete content here: React would stream them after
          the rest of the page (any boundary past the first ~12.8 KB), moving what follows. */}
      <MainArea
        notice={<SafetyBanner notice={notice} />}
        unreviewed={
          languageFacts(language).reviewed
            ? undefined
            : { text: i18n._("This translation has not yet been checked by a native speaker."), link: i18n._("Read this page in English") }
        }
      >
        {children}
      </MainArea>
      <FaqChat faqs={faq.faqs} greeting={faq.greeting} />
    </>
  );
}
