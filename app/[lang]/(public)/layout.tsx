import type { Metadata, Viewport } from "next";
import { FaqChat } from "@/components/chat/faq-chat";
import { SiteFooter } from "@/components/footer/site-footer";
import { LanguageProvider } from "@/components/i18n/language-context";
import { LanguageSync } from "@/components/i18n/language-sync";
import { TranslationProvider } from "@/components/i18n/translation-provider";
import { MainArea } from "@/components/layout/main-area";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ServiceWorker } from "@/components/offline/service-worker";
import { LogoMark } from "@/components/brand/logo";
import { SiteNav } from "@/components/nav/site-nav";
import { SafetyBanner } from "@/components/notice/safety-banner";
import { textUs } from "@/lib/services/sms/runtime";
import { HIDE_DISMISSED_NOTICE } from "@/lib/security/inline-scripts";
import { Toasts } from "@/components/toasts/toasts";
import { siteContent } from "@/lib/content";
import { clientFacts, languageFacts } from "@/lib/i18n/catalog";
import { layoutClientMessages } from "@/lib/i18n/client-messages";
import { translationNotice } from "@/lib/i18n/facts";
import { HTML_LANG } from "@/lib/i18n/languages";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { machineTranslationOffered } from "@/lib/i18n/service-config";
import { SITE } from "@/lib/site/identity";
import { siteOrigin } from "@/lib/site/origin";
import "../../globals.css";

/**
 * Static pages, one per language, rendered on their first request and then served from Next's
 * cache (and any CDN) to everyone: none is rendered at build, so the build never opens the
 * database and the pages see the running server's environment (e.g. whether a translation
 * service is configured), not the build machine's. A page that shows places is revalidated the
 * moment they change (lib/places/revalidate.ts); every page at most `revalidate` seconds after it
 * was rendered, as a fallback (other server instances, changes made outside the server).
 * Unknown languages are a 404 (pageLanguage). docs/caching.md has the whole picture.
 */
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  return {
    title: { default: `${SITE.name}: ${i18n._("shelters, food, help and guidance")}`, template: `%s · ${SITE.name}` },
    description: i18n._(SITE.description),
    applicationName: SITE.name,
    // Added to an iPhone's Home Screen (app/manifest.ts), the site opens as an app: the only way
    // iOS lets a site send notifications (area alerts).
    appleWebApp: { capable: true, title: SITE.shortName, statusBarStyle: "black" },
    // Search engines want absolute canonical and hreflang addresses: on the site's own origin
    // (SITE_URL, read at start: these pages are rendered by the running server, never at build).
    metadataBase: new URL(siteOrigin()),
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
  const i18n = await getI18n();
  // Client components get only the interface messages they can show, in this language only: the
  // layout's here, each page's own beyond those from its PageMessages (lib/i18n/client-messages.ts).
  const messages = layoutClientMessages(language);
  const { faq, notice } = siteContent(language);
  // The browser asks /api/translate only when a service can translate into this language (or
  // might: its list of languages could not be read); a language it does not offer is like no service.
  const machineTranslation = await machineTranslationOffered(language);

  return (
    // suppressHydrationWarning: the <head> script may mark <html> before React hydrates it.
    <html lang={HTML_LANG[language]} dir={languageFacts(language).dir} suppressHydrationWarning>
      <head>
        {/* The only raw script: a fixed string built from constants in lib/notice/settings.ts
            (lib/security/inline-scripts.ts). No translated, CMS or user text ever reaches it. (The
            reviewers' screens have their own layout, without it.) */}
        <script dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_NOTICE }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <LanguageProvider language={language} messages={messages} facts={clientFacts(language)}>
          <TranslationProvider
            machineTranslation={machineTranslation}
            labels={{
              notice: i18n._("Some text on this page was translated by machine."),
              showOriginal: i18n._("Show original"),
              showTranslation: i18n._("Show translation"),
            }}
          >
            <a href="#main" className="skip-link">
              {i18n._("Skip to main content")}
            </a>
            <SiteNav logo={<LogoMark />} />
            <OfflineNotice renderedAt={new Date().toISOString()} />
            {/* No Suspense boundaries around complete content here: React would stream them after
                the rest of the page (any boundary past the first ~12.8 KB), moving what follows. */}
            <MainArea
              notice={<SafetyBanner notice={notice} textUs={textUs(language, "places")} />}
              unreviewed={
                {
                  none: undefined,
                  "checked-not-native": { text: i18n._("This translation has been checked, but not yet by a native speaker."), link: i18n._("Read this page in English") },
                  "not-checked": { text: i18n._("This translation has not yet been checked by a native speaker."), link: i18n._("Read this page in English") },
                }[translationNotice(languageFacts(language))]
              }
            >
              {children}
            </MainArea>
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
