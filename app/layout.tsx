import type { Metadata, Viewport } from "next";
import { FaqChat } from "@/components/chat/faq-chat";
import { SiteFooter } from "@/components/footer/site-footer";
import { LanguageProvider } from "@/components/i18n/language-context";
import { LanguageSync } from "@/components/i18n/language-sync";
import { TranslationProvider } from "@/components/i18n/translation-provider";
import { MainArea } from "@/components/layout/main-area";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ServiceWorker } from "@/components/offline/service-worker";
import { SiteNav } from "@/components/nav/site-nav";
import { SafetyNotice } from "@/components/notice/safety-notice";
import { Toasts } from "@/components/toasts/toasts";
import { CHAT_GREETING, FAQS } from "@/lib/content/faq";
import { SAFETY_NOTICE } from "@/lib/content/notice";
import { uiTranslations } from "@/lib/i18n/curated/ui";
import { HTML_LANG } from "@/lib/i18n/language";
import { getLanguage, getT, pickMessages } from "@/lib/i18n/server";
import { translateRich } from "@/lib/i18n/translate-content";
import { SITE } from "@/lib/site";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return {
    title: { default: `${SITE.name}: ${t("shelters, food, help and guidance")}`, template: `%s · ${SITE.name}` },
    description: t(SITE.description),
    applicationName: SITE.name,
  };
}

export const viewport: Viewport = {
  themeColor: "#0a0a0a",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const language = await getLanguage();
  const t = await getT();
  // Client components get only the interface messages, in this language only.
  const messages = pickMessages(language, Object.keys(uiTranslations));
  const faqs = FAQS.map((f) => ({ ...f, question: t(f.question), answer: translateRich(f.answer, t) }));
  const notice = {
    title: t(SAFETY_NOTICE.title),
    body: translateRich(SAFETY_NOTICE.body, t),
    links: SAFETY_NOTICE.links.map((line) => translateRich(line, t)),
    dismiss: t(SAFETY_NOTICE.dismiss),
    closeLabel: t(SAFETY_NOTICE.closeLabel),
  };

  return (
    <html lang={HTML_LANG[language]}>
      <body className="flex min-h-dvh flex-col">
        <LanguageProvider language={language} messages={messages}>
          <TranslationProvider
            labels={{
              notice: t("Some text on this page was translated by machine."),
              showOriginal: t("Show original"),
              showTranslation: t("Show translation"),
            }}
          >
            <a href="#main" className="skip-link">
              {t("Skip to main content")}
            </a>
            <SiteNav />
            <OfflineNotice renderedAt={new Date().toISOString()} />
            {/* No Suspense boundaries around complete content here: React would stream them after
                the rest of the page (any boundary past the first ~12.8 KB), moving what follows. */}
            <MainArea>{children}</MainArea>
            <SiteFooter />
            <Toasts />
            <SafetyNotice notice={notice} />
            <FaqChat faqs={faqs} greeting={translateRich(CHAT_GREETING, t)} />
            <LanguageSync />
            <ServiceWorker />
          </TranslationProvider>
        </LanguageProvider>
      </body>
    </html>
  );
}
