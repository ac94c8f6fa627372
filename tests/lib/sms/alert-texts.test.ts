// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PointStatus, ZoneEvent } from "@/lib/alerts/types";
import { LIFTED_TITLE as LIFTED, TITLE } from "@/lib/alerts/zone-message";
import { i18nIn } from "@/lib/i18n/catalog";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { alertsExample, alertsWhereReply, askReply, followedReply, limitReply, nothingToConfirmReply, reminderText, yesWord, zoneAlertText } from "@/lib/sms/alert-texts";
import { gsmFriendly, SMS } from "@/lib/sms/replies";
import { countSegments } from "@/lib/sms/segments";
import { parse, rendering } from "@/lib/services/sms/inbound";

/**
 * Alerts by text in all 15 languages, measured as carriers count segments: every level × issued,
 * changed and lifted, with a zone name of SMS.alertZoneNameChars and a point written with the most
 * digits, at most SMS.maxAlertSegments; the level with the zone and the map link are always there,
 * never cut; the official English term beside a translation; a lifted level never says "safe".
 */

const SITE = "https://relief.example.org";
const ZONE = "Altadena North Zone LAC-ALT-E015-A (test)".slice(0, SMS.alertZoneNameChars);
const LEVELS: PointStatus[] = ["order", "warning", "shelter_in_place"];
const event = (before: PointStatus | null, after: PointStatus | null, zoneName = ZONE): ZoneEvent => ({
  type: "zone",
  zoneId: zoneName,
  zoneName,
  before,
  after,
  source: "County OEM (test fixture)",
  sourceUrl: "https://example.org/zones",
  fetchedAt: "2099-01-08T17:00:00.000Z",
  latitude: 34.123,
  longitude: -118.123,
});
const EVENTS: [string, ZoneEvent][] = LEVELS.flatMap((level) => [
  [`${level} issued`, event(null, level)],
  [`${level} changed to`, event(LEVELS.find((l) => l !== level)!, level)],
  [`${level} lifted`, event(level, null)],
]);
const ENGLISH = { order: "Evacuation Order", warning: "Evacuation Warning", shelter_in_place: "Shelter in Place" } as const;
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

describe("an alert by text fits in 3 segments, whole, in every language", () => {
  it.each(LANGUAGE_CODES)("%s", (language) => {
    const r = rendering(language);
    const i18n = i18nIn(language);
    for (const [name, e] of EVENTS) {
      const text = zoneAlertText(r, e, SITE);
      const level = (e.after ?? e.before)!;
      expect(countSegments(text).segments, `${language} ${name}: ${text}`).toBeLessThanOrEqual(SMS.maxAlertSegments);
      // The level's own sentence with the whole zone name, as the catalog says it (GSM-7 twins as sent).
      const title = i18n._(e.after ? TITLE[level] : LIFTED[level], { zone: ZONE });
      expect([title, gsmFriendly(title)].some((t) => strip(text).includes(t)), `${language} ${name}: ${text}`).toBe(true);
      expect(strip(text)).toContain(`${SITE}/${language === "en" ? "" : `${language}`}`.replace(/\/$/, ""));
      expect(strip(text)).toMatch(/at=34\.123,-118\.123#map/);
      if (language !== "en") expect(strip(text)).toContain(`(${ENGLISH[level]}${e.after ? "" : " lifted"})`);
      if (language === "en" && !e.after) expect(text.toLowerCase()).not.toContain("safe");
    }
  });

  it("in English and Spanish the alert says what to do, 911 and the labelled link", () => {
    for (const language of ["en", "es"] as const) {
      const text = zoneAlertText(rendering(language), event(null, "order"), SITE);
      const i18n = i18nIn(language);
      expect(text).toContain(gsmFriendly(i18n._("There is danger now: leave right away.")));
      expect(text).toContain("911");
    }
  });

  it("a zone name longer than the guarantee is never cut", () => {
    const long = "Z".repeat(150);
    const text = zoneAlertText(rendering("ko"), event(null, "order", long), SITE);
    expect(text).toContain(long);
  });
});

describe("the double opt-in's replies fit in 2 segments and name words the parser reads", () => {
  it.each(LANGUAGE_CODES)("%s", (language) => {
    const r = rendering(language);
    const place = "91101 Pasadena";
    const reminder = reminderText(r, "Altadena", "2099-09-30T07:00:00.000Z");
    for (const text of [askReply(r, place), followedReply(r, place), limitReply(r), nothingToConfirmReply(r), alertsWhereReply(r), reminder]) {
      expect(countSegments(text).segments, `${language}: ${text}`).toBeLessThanOrEqual(2);
    }
    expect(strip(askReply(r, place))).toContain(place);
    // The reminder is sent like an alert: at most 3 segments, with the county's longest community name.
    const longest = reminderText(r, "La Cañada Flintridge", "2099-09-30T07:00:00.000Z");
    expect(countSegments(longest).segments, longest).toBeLessThanOrEqual(SMS.maxAlertSegments);
    // The YES and ALERTS words the replies show are read back as YES and ALERTS 91101.
    expect(parse(yesWord(r))).toMatchObject({ kind: "yes" });
    expect(parse(gsmFriendly(yesWord(r)))).toMatchObject({ kind: "yes" });
    expect(parse(alertsExample(r))).toMatchObject({ kind: "alerts", zip: "91101" });
    // The reminder's example renews the same area: ALERTS (the language's word) and that community, read back as such.
    const example = `${alertsExample(r).replace(/ 91101$/, "")} Altadena`;
    expect([example, gsmFriendly(example)].some((e) => strip(reminder).includes(e)), reminder).toBe(true);
    expect(parse(example)).toMatchObject({ kind: "alerts", where: { label: "Altadena" } });
  });
});
