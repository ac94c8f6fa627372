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
import { HIDE_DISMISSED_NOTICE, SafetyBanner } from "@/components/notice/safety-banner";
import { Toasts } from "@/components/toasts/toasts";
import { siteContent } from "@/lib/content";
import { compiledMessages } from "@/lib/i18n/catalog";
import { HTML_LANG, LANGUAGE_CODES } from "@/lib/i18n/languages";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { getT, pageLanguage } from "@/lib/i18n/server";
import { publicEnv } from "@/lib/env";
import { serverEnv } from "@/lib/env.server";
import { requestNonce } from "@/lib/security/request-nonce";
import { SITE } from "@/lib/site";
import "../globals.css";

/** Every language's pages exist; any other first segment is not a page (proxy.ts sends unprefixed paths to /en). */
export function generateStaticParams() {
  return LANGUAGE_CODES.map((lang) => ({ lang }));
}
export const dynamicParams = false;
// Rendered per request for now: the Content-Security-Policy carries a per-request nonce
// (proxy.ts), which only a per-request render can put on Next's scripts. The language no longer
// needs it; a CSP without nonces would let these pages be prerendered per language.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const t = await getT();
  return {
    title: { default: `${SITE.name}: ${t("shelters, food, help and guidance")}`, template: `%s · ${SITE.name}` },
    description: t(SITE.description),
    applicationName: SITE.name,
    // Search engines want absolute canonical and hreflang addresses: set NEXT_PUBLIC_SITE_URL.
    metadataBase: publicEnv.NEXT_PUBLIC_SITE_URL ? new URL(publicEnv.NEXT_PUBLIC_SITE_URL) : undefined,
    alternates: languageAlternates(language, "/"),
  };
}

export const viewport: Viewport = {
  themeColor: "#0a0a0a",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children, params }: Readonly<{ children: React.ReactNode } & LangParams>) {
  const language = await pageLanguage(params);
  const t = await getT();
  // Client components get only the interface messages, in this language only.
  const messages = compiledMessages(language);
  const { faq, notice } = siteContent(language);

  return (
    // suppressHydrationWarning: the <head> script may mark <html> before React hydrates it.
    <html lang={HTML_LANG[language]} suppressHydrationWarning>
      <head>
        {/* The only raw script: a fixed string built from constants in lib/config.ts
            (components/notice/safety-banner.tsx). No translated, CMS or user text ever reaches it. */}
        <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_NOTICE }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <LanguageProvider language={language} messages={messages}>
          <TranslationProvider
            machineTranslation={!!serverEnv.LIBRETRANSLATE_URL}
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
            <MainArea notice={<SafetyBanner notice={notice} />}>{children}</MainArea>
            <SiteFooter />
            <Toasts />
            <FaqChat faqs={faq.faqs} greeting={faq.greeting} />
            <LanguageSync />
            <ServiceWorker />
          </TranslationProvider>
        </LanguageProvider>
      </body>
    </html>
  );
}
