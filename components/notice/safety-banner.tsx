import { RichText } from "@/components/content/rich-text";
import { UnbrokenNumbers } from "@/components/content/unbroken-numbers";
import { NOTICE } from "@/lib/notice/settings";
import type { SafetyNoticeContent } from "@/lib/content/types";
import { DismissNotice } from "./dismiss-notice";

/**
 * The safety notice: in the page's flow and in the server's HTML from the first paint, in the
 * page's language, never over the page (nothing pops up over a page in use). Dismissed once, it
 * stays hidden on this device (localStorage); 911 stays in the hero and the guide, and "Text us"
 * (when the site answers texts) in the hero.
 */
export function SafetyBanner({ notice, textUs }: { notice: SafetyNoticeContent; textUs?: string | null }) {
  return (
    <section id={NOTICE.elementId} aria-labelledby="safety-notice-title" data-i18n="curated" className="border-s-4 border-danger bg-ink text-white">
      <div className="relative mx-auto max-w-6xl px-4 py-3 sm:flex sm:items-start sm:gap-6">
        <div className="min-w-0 flex-1">
          <h2 id="safety-notice-title" className="pe-10 text-lg font-bold text-red-300 sm:pe-0">
            {notice.title}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-neutral-100">
            <RichText text={notice.body} />
          </p>
          <ul className="mt-1 space-y-0.5 text-sm leading-relaxed text-neutral-100">
            {notice.links.map((line, i) => (
              <li key={i}>
                <RichText text={line} linkClassName="font-semibold text-white underline underline-offset-2" />
              </li>
            ))}
            {/* "No smartphone? Text …": only when the site answers texts (docs/sms.md). */}
            {textUs && (
              <li data-testid="notice-text-us" data-text-us="notice">
                <UnbrokenNumbers text={textUs} />
              </li>
            )}
          </ul>
        </div>
        <DismissNotice label={notice.dismiss} />
      </div>
    </section>
  );
}
