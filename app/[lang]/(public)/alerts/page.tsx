import type { Metadata } from "next";
import { FollowPanel } from "@/components/alerts/follow-panel";
import { HAZARD_VIEW } from "@/lib/hazards/payload";
import { languageAlternates, type LangParams } from "@/lib/i18n/metadata";
import { getI18n, pageLanguage } from "@/lib/i18n/server";
import { msg } from "@/lib/i18n/msg";
import { publicEnv } from "@/lib/env/public";
import { mapTilesFor } from "@/lib/map/tiles";
import { alertsEnabled } from "@/lib/services/alerts/runtime";
import { textUs } from "@/lib/services/sms/runtime";
import { PageMessages } from "@/components/i18n/page-messages";
import { UnbrokenNumbers } from "@/components/content/unbroken-numbers";

const TITLE = msg(/*i18n*/ "Get alerts for an area");
const LEAD = msg(
  /*i18n*/ "Follow a place you care about, such as your home, a parent's street or a school. We will tell you when an evacuation order, an evacuation warning or a shelter-in-place order covers it, and, if you like, when help opens nearby.",
);

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  return { title: i18n._(TITLE), description: i18n._(LEAD), alternates: languageAlternates(language, "/alerts") };
}

/**
 * Area alerts (issue 28, docs/alerts.md): one cached page for every visitor; the panel reads this
 * device's follows, the link's point (`?lat=&lng=`) and which channels the site has in the browser.
 * On a site with no channel set up (rendered with the running server's settings, docs/caching.md)
 * nothing links here, and a visitor with an old link reads so under the title, on the first
 * screen, with the county's official alerts: no promise, no form, no panel code.
 */
export default async function AlertsPage({ params }: LangParams) {
  const language = await pageLanguage(params);
  const i18n = await getI18n();
  const on = alertsEnabled();
  // Alerts by text may be on with or without the panel's channels (docs/sms.md "Alerts by text").
  const byText = textUs(language, "alerts");
  const textLine = byText && (
    <p className="rounded-lg border-2 border-ink p-3 text-lg font-semibold text-ink" data-testid="alerts-text-us">
      <UnbrokenNumbers text={byText} />
    </p>
  );
  const official = (
    <>
      <a href={HAZARD_VIEW.alertsUrl} rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
        {i18n._("Sign up for Los Angeles County's official alerts at ready.lacounty.gov.")}
      </a>{" "}
      <a href="tel:911" className="font-semibold underline underline-offset-2">
        {i18n._("In immediate danger? Call 911.")}
      </a>
    </>
  );
  return (
    <PageMessages route="/alerts">
      <div data-i18n="curated" className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{i18n._(TITLE)}</h1>
          {on ? (
            <>
              <p className="text-lg leading-relaxed text-neutral-700">{i18n._(LEAD)}</p>
              <p className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
                {i18n._("These alerts add to the official ones and do not replace them.")} {official}
              </p>
              {textLine}
            </>
          ) : byText ? (
            // Only by text: how to follow by text, with the official alerts beside it.
            <>
              {textLine}
              <p className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
                {i18n._("These alerts add to the official ones and do not replace them.")} {official}
              </p>
            </>
          ) : (
            <>
              <p role="status" data-testid="alerts-not-set-up" className="rounded-xl border border-neutral-200 bg-white p-5 text-lg font-semibold text-neutral-900">
                {i18n._("Alerts are not set up on this site.")}
              </p>
              <p className="rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-amber-950">{official}</p>
            </>
          )}
        </header>
        {on && <FollowPanel tiles={mapTilesFor(publicEnv)} />}
      </div>
  </PageMessages>
  );
}
