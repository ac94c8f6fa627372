// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ALERT_TEXT_LIMITS } from "@/lib/alerts/message-context";
import { lengthOf } from "@/lib/alerts/message-format";
import { ALERT_TEXTS_REVIEWED } from "@/lib/alerts/zone-message";
import { renderAlert } from "@/lib/alerts/messages";
import type { HelpPlace, PointStatus, RenderContext, RenderedAlert, ZoneEvent } from "@/lib/alerts/types";
import { i18nIn, languageFacts } from "@/lib/i18n/catalog";
import { HTML_LANG, LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";

const SITE = "https://relief.example.org";
const MANAGE = `${SITE}/alerts/manage?token=m-123`;
const context = (language: Language): RenderContext => ({ language, siteUrl: SITE, manageUrl: MANAGE });

// A zone name as a feed could send it: markup, an ampersand, quotes.
const ZONE = `Altadena <script>alert("x")</script> & E-015`;
const zoneEvent = (before: PointStatus | null, after: PointStatus | null, zoneName = ZONE): ZoneEvent => ({
  type: "zone",
  zoneId: "LAC-E015",
  zoneName,
  before,
  after,
  source: "Los Angeles County OEM",
  sourceUrl: "https://services.arcgis.com/zones",
  fetchedAt: "2026-01-08T01:26:00Z",
  latitude: 34.18972,
  longitude: -118.13121,
});

const ZONE_CASES: [string, ZoneEvent][] = [
  ["a new order", zoneEvent(null, "order")],
  ["a new warning", zoneEvent(null, "warning")],
  ["a new shelter in place", zoneEvent(null, "shelter_in_place")],
  ["a warning that became an order", zoneEvent("warning", "order")],
  ["an order that became a warning", zoneEvent("order", "warning")],
  ["an order that became a shelter in place", zoneEvent("order", "shelter_in_place")],
  ["a lifted order", zoneEvent("order", null)],
  ["a lifted warning", zoneEvent("warning", null)],
  ["a lifted shelter in place", zoneEvent("shelter_in_place", null)],
];

/** The catalog's label for each level: the reviewed official term. */
const LABEL: Record<PointStatus, "Evacuation order" | "Evacuation warning" | "Shelter in place"> = {
  order: "Evacuation order",
  warning: "Evacuation warning",
  shelter_in_place: "Shelter in place",
};
/** A legend label without the official English term some languages add in parentheses. */
const withoutGloss = (label: string) => label.replace(/\s*\([^)]*\)$/, "");
const TERM_KEY: Record<PointStatus, string> = { order: "evacuation order", warning: "evacuation warning", shelter_in_place: "shelter in place" };

const place = (i: number, over: Partial<HelpPlace> = {}): HelpPlace => ({
  placeId: `place-${i}`,
  name: `Shelter ${i}`,
  kind: "shelter",
  status: "open",
  reason: "opened",
  distanceMiles: 1 + i / 10,
  ...over,
});
const helpEvent = (places: HelpPlace[]) => ({ type: "help" as const, latitude: 34.1, longitude: -118.1, places });

const CONFIRM_URL = `${SITE}/alerts/confirm?token=c-456`;
const RENEW_URL = `${SITE}/alerts/renew?token=r-789`;

/** Every string a message is made of: none may keep an unfilled ICU argument. */
const allText = (m: RenderedAlert) => [m.subject, m.text, m.html, m.push.title, m.push.body, m.url];
const UNFILLED = /\{[a-zA-Z_]+(?:,[^}]*)?\}/;

/** Checks every message in every language shares: links, footer, document, lengths. */
function expectWellFormed(m: RenderedAlert, language: Language) {
  for (const part of allText(m)) expect(part).not.toMatch(UNFILLED);
  const facts = languageFacts(language);
  expect(m.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${HTML_LANG[language]}" dir="${facts.dir}">`));
  expect(m.html).not.toMatch(/<script|<img|<link|<style|javascript:/i);
  for (const [, href] of m.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
  // Every mail ends with how to change or stop the alerts.
  expect(m.text.trimEnd().replace(/\u2069$/, "").endsWith(MANAGE)).toBe(true);
  expect(m.html).toContain(`href="${MANAGE.replace(/&/g, "&amp;")}"`);
  expect(lengthOf(m.subject)).toBeLessThanOrEqual(ALERT_TEXT_LIMITS.subject);
  expect(lengthOf(m.push.title)).toBeLessThanOrEqual(ALERT_TEXT_LIMITS.pushTitle);
  expect(lengthOf(m.push.body)).toBeLessThanOrEqual(ALERT_TEXT_LIMITS.pushBody);
  expect(m.push.title.length).toBeGreaterThan(0);
  expect(m.push.body.length).toBeGreaterThan(0);
}

describe.each(LANGUAGE_CODES)("alert messages in %s", (language) => {
  const facts = languageFacts(language);
  const i18n = i18nIn(language);
  const english = i18nIn("en");
  // English is at the unprefixed paths ("/?at=…"), the others under their code ("/es?at=…").
  const home = `${SITE}${language === "en" ? "/" : `/${language}`}`;

  describe.each(ZONE_CASES)("%s", (_, event) => {
    const m = renderAlert(event, context(language));
    const level = (event.after ?? event.before)!;

    it("is well formed", () => expectWellFormed(m, language));

    it("names the level with the official term, first in the subject and the notification", () => {
      const forms = facts.safetyTerms[TERM_KEY[level]]!.map((f) => f.toLocaleLowerCase());
      for (const part of [m.subject, m.push.title, m.text, m.html]) expect(forms.some((f) => part.toLocaleLowerCase().includes(f)), part).toBe(true);
      if (event.after) {
        // The catalog's reviewed term, exactly, before anything else (without the English the
        // legend adds in parentheses: it made titles overflow, tests/lib/alerts/push-titles.test.ts).
        expect(m.subject.startsWith(withoutGloss(i18n._(LABEL[level])))).toBe(true);
        expect(m.push.title.startsWith(withoutGloss(i18n._(LABEL[level])))).toBe(true);
      }
    });

    it("names the zone (escaped in the HTML), its source and time, ready.lacounty.gov and 911", () => {
      expect(m.text).toContain(ZONE);
      // In the subject, whole unless the level's term leaves too little room (then cut, never the level).
      if (!m.subject.includes(ZONE)) expect(m.subject).toMatch(/…\u2069?$/);
      expect(m.html).not.toContain("<script>");
      expect(m.html).toContain("Altadena &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; E-015");
      expect(m.text).toContain("Los Angeles County OEM");
      // 01:26 UTC on 8 January is 5:26 PM on 7 January in Los Angeles.
      expect(m.text).toMatch(/5:26|17:26|5시 26분/);
      for (const part of [m.text, m.html]) {
        expect(part).toContain("ready.lacounty.gov");
        expect(part).toContain("911");
      }
      expect(m.html).toContain('href="https://ready.lacounty.gov/"');
      expect(m.push.body).toContain("911");
    });

    it("links to the map at the point, in the language", () => {
      const url = `${home}?at=34.190,-118.131#map`;
      expect(m.url).toBe(url);
      expect(m.text).toContain(url);
      expect(m.html).toContain(`href="${url}"`);
    });

    // No native speaker has reviewed the alert sentences in any language yet (ALERT_TEXTS_REVIEWED).
    const unreviewed = language !== "en" && !ALERT_TEXTS_REVIEWED.has(language);
    it(`${unreviewed ? "has" : "has no"} English text below a translation no native speaker has reviewed`, () => {
      const englishLine = english._("In immediate danger? Call 911.");
      if (language === "en") return expect(m.text.split(englishLine).length - 1).toBe(1);
      expect(m.text.includes(englishLine)).toBe(unreviewed);
      expect(m.html.includes('<div lang="en" dir="ltr"')).toBe(unreviewed);
      if (unreviewed) {
        expect(m.text).toContain(english._(event.after ? LABEL[level] : "Before you return or travel, check the official instructions at ready.lacounty.gov."));
        expect(m.text).toContain(i18n._("This translation has not yet been checked by a native speaker."));
      }
    });
  });

  // A value inside a right-to-left sentence is isolated (first strong, U+2068 … U+2069).
  const asFilled = (value: string) => (facts.dir === "rtl" ? `\u2068${value}\u2069` : value);

  it("says a change of level is new, and what it was before", () => {
    const changed = renderAlert(zoneEvent("warning", "order", "Zone 7"), context(language));
    const fresh = renderAlert(zoneEvent(null, "order", "Zone 7"), context(language));
    const now = i18n._("The area you follow is now under an evacuation order: {zone}.", { zone: asFilled("Zone 7") });
    expect(changed.text).toContain(now);
    expect(changed.push.body).toContain(i18n._("Before this, it was under an evacuation warning."));
    expect(fresh.text).not.toContain(now);
    expect(fresh.push.body).not.toContain(i18n._("Before this, it was under an evacuation warning."));
    expect(fresh.text).toContain(i18n._("The area you follow is under an evacuation order: {zone}.", { zone: asFilled("Zone 7") }));
    expect(changed.text).toContain(i18n._("Before this, it was under an evacuation warning."));
  });

  it("says a lifted level is lifted, and to check the official instructions before returning", () => {
    const m = renderAlert(zoneEvent("order", null), context(language));
    expect(m.text).toContain(i18n._("The evacuation order for {zone} has been lifted.", { zone: asFilled(ZONE) }));
    expect(m.text).toContain(i18n._("Before you return or travel, check the official instructions at ready.lacounty.gov."));
    // No instruction to leave in a lifted alert.
    expect(m.text).not.toContain(i18n._("There is danger now: leave right away."));
  });

  it("keeps the level whole and shortens a long zone name in the notification title; the body names it if it fits", () => {
    const long = "Altadena and Pasadena foothills east of Lake Avenue, zone LAC-ALT-E015-B";
    const m = renderAlert(zoneEvent(null, "shelter_in_place", long), context(language));
    expect(m.push.title.startsWith(withoutGloss(i18n._("Shelter in place")))).toBe(true);
    expect(m.push.title).not.toContain(long);
    expect(m.push.title).toMatch(/…\u2069?$/);
    // What to do and 911 come before the zone's name in the body when not everything fits.
    expect(m.push.body).toContain(i18n._("Stay inside where you are, with doors and windows closed, until officials say it is safe."));
    expect(m.push.body).toContain("911");
    // A name of middling length, cut in the title of the languages with a long term, is whole in the body.
    const middling = "Altadena foothills, E-015-B";
    const cut = renderAlert(zoneEvent(null, "order", middling), context(language));
    expect(cut.push.title.includes(middling) || cut.push.body.includes(middling)).toBe(true);
    expect(cut.push.body).toContain("911");
  });

  it("lists help nearby: nearest first, at most ten, the rest counted, status, reason and distance", () => {
    const places = Array.from({ length: 12 }, (_, i) => place(11 - i, { name: `Place <${11 - i}> & Co`, status: i === 0 ? "full" : "open", reason: i === 0 ? "new_need" : "available" }));
    const m = renderAlert(helpEvent(places), context(language));
    expectWellFormed(m, language);
    const links = [...m.html.matchAll(/href="[^"]*\?place=(place-\d+)#map"/g)].map((x) => x[1]);
    expect(links).toEqual(Array.from({ length: 10 }, (_, i) => `place-${i}`));
    expect(m.text).toContain(`${home}?place=place-0#map`);
    expect(m.text).not.toContain("place-10");
    expect(m.text).toContain(i18n._("{count, plural, one {…and # more place at the link below.} other {…and # more places at the link below.}}", { count: 2 }));
    expect(m.text).toContain("Place <0> & Co");
    expect(m.html).toContain("Place &lt;0&gt; &amp; Co");
    expect(m.html).not.toContain("<0>");
    expect(m.text).toContain(i18n._("Open (status)"));
    expect(m.text).toContain(i18n._("Has space again"));
    expect(m.text).toContain(i18n._("{miles, plural, one {# mile away} other {# miles away}}", { miles: 1 }));
    expect(m.text).toContain("911");
    expect(m.text).toContain(i18n._("Check before you go; call 911 in an emergency."));
    expect(m.url).toBe(`${home}?at=34.100,-118.100#map`);
  });

  it("counts no more places when all are listed, and says one place in the singular", () => {
    const all = renderAlert(helpEvent(Array.from({ length: 10 }, (_, i) => place(i))), context(language));
    const moreWords = i18n._("{count, plural, one {…and # more place at the link below.} other {…and # more places at the link below.}}", { count: 1 });
    expect(all.text).not.toContain(moreWords);
    const eleven = renderAlert(helpEvent(Array.from({ length: 11 }, (_, i) => place(i))), context(language));
    expect(eleven.text).toContain(moreWords);
  });

  it("writes the confirmation mail: the page to confirm on, ignore it if it was not you, 24 hours", () => {
    const m = renderAlert({ type: "confirm", confirmUrl: CONFIRM_URL }, context(language));
    expectWellFormed(m, language);
    expect(m.url).toBe(CONFIRM_URL);
    expect(m.text).toContain(CONFIRM_URL);
    expect(m.html).toContain(`href="${CONFIRM_URL}"`);
    expect(m.text).toContain("24");
    expect(m.text).toContain(i18n._("If this wasn't you, ignore this e-mail and no alerts will be sent."));
    expect(m.text).toContain(i18n._("You get this e-mail because this address was entered to get alerts on {site}.", { site: asFilled("LA Wildfire Relief") }));
  });

  it("writes the reminder: the date the alerts end and the link that keeps them", () => {
    const m = renderAlert({ type: "reminder", expiresAt: "2026-04-14T12:00:00Z", renewUrl: RENEW_URL }, context(language));
    expectWellFormed(m, language);
    expect(m.url).toBe(RENEW_URL);
    expect(m.text).toContain(RENEW_URL);
    expect(m.html).toContain(`href="${RENEW_URL}"`);
    expect(m.subject).toMatch(/14/);
    expect(m.subject).toMatch(/2026/);
  });
});

describe("alert messages", () => {
  it("write right-to-left mail in Arabic and Farsi, the English below it left-to-right", () => {
    for (const language of ["ar", "fa"] as const) {
      const m = renderAlert(zoneEvent(null, "order", "Zone <E-015>"), context(language));
      expect(m.html).toContain('dir="rtl"');
      expect(m.html).toContain("border-right:6px");
      expect(m.html).toContain('<div lang="en" dir="ltr"');
      // The English zone name keeps its own direction inside the Arabic or Farsi sentence.
      expect(m.push.title).toContain("\u2068Zone <E-015>\u2069");
    }
    expect(renderAlert(zoneEvent(null, "order"), context("es")).html).not.toContain('dir="rtl"');
  });

  it("say 1 mile and 2.5 miles in each language's plural and numbers", () => {
    const text = (language: Language, miles: number) => renderAlert(helpEvent([place(0, { distanceMiles: miles })]), context(language)).text;
    expect(text("en", 1)).toContain("1 mile away");
    expect(text("en", 2.5)).toContain("2.5 miles away");
    expect(text("es", 1)).toContain("a 1 milla");
    expect(text("es", 2.5)).toContain("a 2.5 millas");
    expect(text("ru", 1)).toContain("в 1 миле");
    expect(text("ru", 5)).toContain("в 5 милях");
    expect(text("ru", 2.5)).toContain("в 2,5 мили");
    expect(text("ar", 1)).toContain("على بعد ميل واحد");
    expect(text("ar", 2)).toContain("على بعد ميلين");
    expect(text("ar", 3)).toContain("على بعد 3 أميال");
    expect(text("en", 0.04)).toContain("less than 0.1 mi away");
  });

  it("say one more place and several more places apart in English", () => {
    const more = (n: number) => renderAlert(helpEvent(Array.from({ length: 10 + n }, (_, i) => place(i))), context("en")).text;
    expect(more(1)).toContain("…and 1 more place at the link below.");
    expect(more(3)).toContain("…and 3 more places at the link below.");
  });

  it("keep the English sentences exactly as written (the catalog is the source)", () => {
    const m = renderAlert(zoneEvent(null, "warning", "Zone 7"), context("en"));
    expect(m.subject).toBe("Evacuation warning: Zone 7");
    expect(m.text).toContain("The area you follow is under an evacuation warning: Zone 7.");
    expect(m.text).toContain("Get ready to leave; if you need extra time, or have pets or livestock, leave now.");
    expect(m.push).toEqual({
      title: "Evacuation warning: Zone 7",
      body: "Get ready to leave; if you need extra time, or have pets or livestock, leave now. In immediate danger? Call 911. Follow the official instructions at ready.lacounty.gov.",
    });
  });

  it("keep a feed's line breaks and direction overrides out of the subject", () => {
    const m = renderAlert(zoneEvent(null, "order", "Zone\r\nBcc: someone@example.org \u202Eevil"), context("en"));
    expect(m.subject).toBe("Evacuation order: Zone Bcc: someone@example.org evil");
    expect(m.text).not.toContain("\u202E");
  });

  it("refuse a link that is not an absolute http(s) address", () => {
    expect(() => renderAlert({ type: "confirm", confirmUrl: "javascript:alert(1)" }, context("en"))).toThrow(TypeError);
    expect(() => renderAlert({ type: "confirm", confirmUrl: "/alerts/confirm" }, context("en"))).toThrow(TypeError);
    expect(() => renderAlert(zoneEvent(null, "order"), { ...context("en"), manageUrl: "data:text/html,hi" })).toThrow(TypeError);
  });

  it("refuse a zone event with no level before or after", () => {
    expect(() => renderAlert(zoneEvent(null, null), context("en"))).toThrow(TypeError);
  });
});
