// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALERT_TEXT_LIMITS } from "@/lib/alerts/message-context";
import { lengthOf } from "@/lib/alerts/message-format";
import { renderAlert } from "@/lib/alerts/messages";
import type { PointStatus, RenderContext, ZoneEvent } from "@/lib/alerts/types";
import { i18nIn, languageFacts } from "@/lib/i18n/catalog";
import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";

/**
 * Every evacuation alert's notification, in every language, as a phone shows it: the title cut at
 * 50 characters, the body at 180 (ALERT_TEXT_LIMITS). A lifted alert whose "lifted" falls past the
 * cut reads as an active one (issue 38: Tagalog showed "Sumilong sa Kinaroroonan (Shelter in
 * Place), inal…"), so the level and the word for lifted must stay whole, and the zone must be read
 * whole on the phone: in the title, or (when the title had to shorten it) in the body.
 *
 * The zone is the longest name the hazard feeds give: the e2e feed stub's evacuation zones
 * (e2e/support/hazard-feed-stub.mjs, ZONE_NAME) and the parser's fixture (tests/fixtures/hazards/
 * zones.json, zone_name), read from those files so a longer sample name is tested as soon as it is added.
 */
const stubNames = [...readFileSync("e2e/support/hazard-feed-stub.mjs", "utf8").matchAll(/zone\(\d+,\s*"[^"]+",\s*"([^"]+)"/g)].map((m) => m[1]!);
const fixtureNames = (JSON.parse(readFileSync("tests/fixtures/hazards/zones.json", "utf8")) as { features: { properties: { zone_name?: string } }[] }).features.flatMap((f) => f.properties.zone_name ?? []);
const LONGEST_ZONE = [...stubNames, ...fixtureNames].sort((a, b) => lengthOf(b) - lengthOf(a))[0]!;
/** A zone name short enough for every title: what the title says around the zone, uncut. */
const SHORT_ZONE = "Z9";

const SITE = "https://relief.example.org";
const context = (language: Language): RenderContext => ({ language, siteUrl: SITE, manageUrl: `${SITE}/alerts/manage?token=m-1` });
const event = (before: PointStatus | null, after: PointStatus | null, zoneName: string): ZoneEvent => ({
  type: "zone",
  zoneId: "E2E-PAS-ORD-01",
  zoneName,
  before,
  after,
  source: "Los Angeles County OEM",
  sourceUrl: "https://services.arcgis.com/zones",
  fetchedAt: "2026-01-08T01:26:00Z",
  latitude: 34.18972,
  longitude: -118.13121,
});

const LEVELS: PointStatus[] = ["order", "warning", "shelter_in_place"];
/** Issued, changed (from another level) and lifted, for each level. */
const CASES: { name: string; before: PointStatus | null; after: PointStatus | null }[] = LEVELS.flatMap((level) => [
  { name: `${level} issued`, before: null, after: level },
  { name: `${level} changed`, before: level === "order" ? "warning" : "order", after: level },
  { name: `${level} lifted`, before: level, after: null },
]);

const TERM_KEY: Record<PointStatus, string> = { order: "evacuation order", warning: "evacuation warning", shelter_in_place: "shelter in place" };
const ENGLISH_TERMS = /evacuation order|evacuation warning|shelter in place/i;

const LIFTED: Record<PointStatus, string> = {
  order: "The evacuation order for {zone} has been lifted.",
  warning: "The evacuation warning for {zone} has been lifted.",
  shelter_in_place: "The shelter-in-place order for {zone} has been lifted.",
};
const ACTION: Record<PointStatus, string> = {
  order: "There is danger now: leave right away.",
  warning: "Get ready to leave; if you need extra time, or have pets or livestock, leave now.",
  shelter_in_place: "Stay inside where you are, with doors and windows closed, until officials say it is safe.",
};

it("takes the longest zone name from the feed stub", () => {
  expect(stubNames.length).toBeGreaterThanOrEqual(3);
  expect(lengthOf(LONGEST_ZONE)).toBeGreaterThanOrEqual(40);
});

describe.each(LANGUAGE_CODES)("push titles and bodies in %s", (language) => {
  const i18n = i18nIn(language);
  const facts = languageFacts(language);
  const isolated = (value: string) => (facts.dir === "rtl" ? `\u2068${value}\u2069` : value);

  it.each(CASES)("$name: the status whole, the zone read whole, English only in English", ({ before, after }) => {
    const level = (after ?? before)!;
    // What the title says around the zone, from the same alert with a zone name that always fits.
    const whole = renderAlert(event(before, after, SHORT_ZONE), context(language)).push.title;
    const [pre, post] = whole.split(isolated(SHORT_ZONE)) as [string, string];
    expect(post, whole).toBeDefined();

    const m = renderAlert(event(before, after, LONGEST_ZONE), context(language));
    const { title, body } = m.push;
    const shown = `${title}\n${body}`;
    expect(lengthOf(title)).toBeLessThanOrEqual(ALERT_TEXT_LIMITS.pushTitle);
    expect(lengthOf(body)).toBeLessThanOrEqual(ALERT_TEXT_LIMITS.pushBody);

    // The status (the official term and, when lifted, the word for it) is never what the phone cuts.
    expect(title.startsWith(pre), `${title} ← ${whole}`).toBe(true);
    expect(title.endsWith(post), `${title} ← ${whole}`).toBe(true);
    const status = `${pre}${post}`.toLocaleLowerCase();
    expect(facts.safetyTerms[TERM_KEY[level]]!.some((form) => status.includes(form.toLocaleLowerCase())), status).toBe(true);
    if (!after) {
      const active = renderAlert(event(null, before, SHORT_ZONE), context(language)).push.title;
      expect(whole, "a lifted title must differ from the active one").not.toBe(active);
    }
    // The zone: cut only at its end in the title, never to less than its first four characters.
    const inTitle = title.slice(pre.length, title.length - post.length).replace(/^\u2068|\u2069$/g, "");
    expect(inTitle === LONGEST_ZONE || (inTitle.endsWith("…") && LONGEST_ZONE.startsWith(inTitle.slice(0, -1)) && lengthOf(inTitle) >= 5), inTitle).toBe(true);
    const zoneLine = i18n._("Zone: {zone}.", { zone: isolated(LONGEST_ZONE) });
    const checkFirst = i18n._("Before you return or travel, check the official instructions at ready.lacounty.gov.");
    if (!after) {
      // A lifted alert says so first in the body (what a phone shows under the title) or, when the
      // zone's name is too long for that sentence, what to check and 911 together, names the zone
      // (or, with no room for it either, says what to check first: the title says "lifted").
      expect([i18n._(LIFTED[level], { zone: isolated(LONGEST_ZONE) }), zoneLine, checkFirst].some((start) => body.startsWith(start)), body).toBe(true);
      expect(body).toContain(checkFirst);
      expect(body).toContain("911");
      const room = ALERT_TEXT_LIMITS.pushBody - lengthOf([checkFirst, i18n._("In immediate danger? Call 911.")].join(" "));
      if (lengthOf(zoneLine) + 1 <= room) expect(shown).toContain(isolated(LONGEST_ZONE));
    } else {
      // An active level: what to do and 911 are never left out; the zone is whole on the phone
      // unless they leave no room for its name (then the title shows its start, checked above).
      const action = i18n._(ACTION[after]);
      expect(body).toContain(action);
      expect(body).toContain("911");
      const room = ALERT_TEXT_LIMITS.pushBody - lengthOf([action, i18n._("In immediate danger? Call 911.")].join(" "));
      if (lengthOf(zoneLine) + 1 <= room) expect(shown).toContain(isolated(LONGEST_ZONE));
    }

    // The English official term stays out of the title and the subject (the mail and the legend carry it).
    if (language !== "en") {
      expect(title).not.toMatch(ENGLISH_TERMS);
      expect(m.subject).not.toMatch(ENGLISH_TERMS);
    }
    expect(m.subject.startsWith(pre)).toBe(true);
  });
});
