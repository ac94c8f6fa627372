import { SiteFooter } from "@/components/footer/site-footer";
import { LanguageProvider } from "@/components/i18n/language-context";
import { TranslationProvider } from "@/components/i18n/translation-provider";
import { MainArea } from "@/components/layout/main-area";
import { LogoMark } from "@/components/brand/logo";
import { SiteNav } from "@/components/nav/site-nav";
import { Toasts } from "@/components/toasts/toasts";
import { clientFacts, compiledMessages, languageFacts } from "@/lib/i18n/catalog";
import { HTML_LANG } from "@/lib/i18n/languages";
import type { LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import "../../globals.css";

/**
 * The reviewers' screens (/moderate): staff at work, so none of what the residents' pages add for
 * residents ((public)/layout.tsx): no safety notice, no FAQ chat (on a phone they covered entry
 * titles: issue 27), no machine translation, no offline copies. A root layout of its own, so the
 * residents' layout — and the JavaScript of their pages — is exactly what it was; going from one
 * to the other loads the whole page, as between two sites. Always rendered for the request.
 */
export { generateMetadata, viewport } from "../(public)/layout";
export const dynamic = "force-dynamic";

export default async function StaffLayout({ children, params }: Readonly<{ children: React.ReactNode } & LangParams>) {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  return (
    <html lang={HTML_LANG[language]} dir={languageFacts(language).dir}>
      <body className="flex min-h-dvh flex-col">
        <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
          {/* The site's bar reads the translation context; the reviewers' screens are English (translate="no"). */}
          <TranslationProvider machineTranslation={false} labels={{ notice: "", showOriginal: "", showTranslation: "" }}>
            <a href="#main" className="skip-link">
              {i18n._("Skip to main content")}
            </a>
            <SiteNav logo={<LogoMark />} />
            <MainArea>{children}</MainArea>
            <SiteFooter />
            <Toasts />
          </TranslationProvider>
        </LanguageProvider>
      </body>
    </html>
  );
}
