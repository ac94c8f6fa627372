// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageFacts, i18nIn } from "@/lib/i18n/catalog";
import { LANGUAGE_CODES, localizeHref, type Language } from "@/lib/i18n/languages";
import { listLinks, SMS_NEEDS, type SmsNeed } from "@/lib/sms/needs";
import { alertsLaterReply, helpReply, limitedReply, lookupReply, menuReply, needOnlyReply, SMS, SMS_TEXTS, startReply, stopReply, unknownPlaceReply, type ReplyPlace } from "@/lib/sms/replies";
import { countSegments } from "@/lib/sms/segments";
import { EXAMPLES, parse, rendering } from "@/lib/services/sms/inbound";
import { openPglite, type TestDatabase } from "@/tests/support/databases";

/**
 * Every reply the service sends, in all 15 languages, measured as carriers count segments: at most
 * SMS.maxReplySegments, with the longest name, address and phone of the data (the seed's sample
 * places, read from a migrated and seeded database) in every place of a lookup, the longest need
 * label, and each need's own list link at a point written with the most digits.
 */

// The documented example address (26 characters): a longer one costs the same characters in every link.
const SITE = "https://relief.example.org";
let db: TestDatabase;
let longest: { name: string; address: string; phone: string };

beforeAll(async () => {
  db = await openPglite();
  const pick = async (column: string) => (await db.client.query<{ v: string }>(`select ${column} as v from public.places where published and ${column} is not null order by length(${column}) desc limit 1`))[0]!.v;
  longest = { name: await pick("name"), address: await pick("address"), phone: await pick("phone") };
}, 180_000);
afterAll(() => db?.close());

function longestPlaces(language: Language, open: boolean): ReplyPlace[] {
  const i18n = i18nIn(language);
  const hours = open ? i18n._("Today: {hours}", { hours: "10:30 AM – 11:30 PM" }) : i18n._("Closed now · opens {day} {time}", { day: languageFacts(language).weekdays.wed, time: "10:30 AM" });
  return Array.from({ length: SMS.maxPlaces }, () => ({ ...longest, hours, distance: i18n._("{distance} away", { distance: i18n._("{miles, plural, one {# mi} other {# mi}}", { miles: 12.5 }) }) }));
}

/** A need's links at a point whose coordinates take the most digits the list's links write. */
const linksOf = (language: Language, need: SmsNeed = SMS_NEEDS[0]) => listLinks(SITE, language, need, { lat: 34.123456, lng: -118.123456 });

describe("every reply, in every language, fits in the segments allowed", () => {
  it.each(LANGUAGE_CODES)("%s", (language) => {
    const r = rendering(language);
    const replies: Record<string, string> = {
      menu: menuReply(r),
      help: helpReply(r, SITE),
      stop: stopReply(r),
      start: startReply(r),
      limited: limitedReply(r),
      unknownPlace: unknownPlaceReply(r),
      unavailable: r.i18n._(SMS_TEXTS.unavailable),
      alertsLater: alertsLaterReply(r, `${SITE}${localizeHref(language, "/alerts")}`),
    };
    for (const need of SMS_NEEDS) {
      replies[`needOnly ${need.id}`] = needOnlyReply(r, need);
      for (const open of [true, false]) {
        const places = longestPlaces(language, open).slice(0, open ? SMS.maxPlaces : 1);
        replies[`lookup ${need.id} ${open}`] = lookupReply(r, { need, placeLabel: "La Canada Flintridge", open, places, sample: true, ...linksOf(language, need) });
      }
      replies[`none ${need.id}`] = lookupReply(r, { need, placeLabel: "La Canada Flintridge", open: false, places: [], sample: true, ...linksOf(language, need) });
    }
    for (const [name, text] of Object.entries(replies)) {
      const { segments } = countSegments(text);
      expect.soft(segments, `${language} ${name}: ${segments} segments (${countSegments(text).units} units)\n${text}`).toBeLessThanOrEqual(SMS.maxReplySegments);
      // The 911 line is in every reply that answers a lookup, and the reply is never cut.
      if (name.startsWith("lookup") || name.startsWith("none")) {
        const links = linksOf(language, SMS_NEEDS.find((n) => n.id === name.split(" ")[1])!);
        expect(text).toContain("911");
        expect(text.includes(links.listUrl) || text.includes(links.shortListUrl)).toBe(true);
      }
    }
  });

  it("keeps the most places that fit: three in English (GSM-7), fewer only when the text is UCS-2", () => {
    const en = lookupReply(rendering("en"), { need: SMS_NEEDS[0], placeLabel: "91101 Pasadena", open: true, places: longestPlaces("en", true), sample: false, ...linksOf("en") });
    expect(countSegments(en).encoding).toBe("GSM-7");
    expect(en).toContain("3. ");
    const zh = lookupReply(rendering("zh"), { need: SMS_NEEDS[0], placeLabel: "91101 Pasadena", open: true, places: longestPlaces("zh", true), sample: false, ...linksOf("zh") });
    expect(countSegments(zh).encoding).toBe("UCS-2");
    expect(zh).not.toContain("2. ");
  });

  it("gives every language an example in its own words", () => {
    expect(EXAMPLES.en).toBe("SHELTER 91101");
    expect(EXAMPLES.es).toBe("REFUGIO 91101");
    expect(EXAMPLES.ko).toBe("대피소 91101");
    expect(new Set(Object.values(EXAMPLES)).size).toBe(LANGUAGE_CODES.length);
    // Each example, texted back, is a shelter lookup answered in its own language.
    for (const language of LANGUAGE_CODES) expect(parse(EXAMPLES[language]), `${language}: ${EXAMPLES[language]}`).toMatchObject({ kind: "lookup", language, need: { id: "shelter" } });
  });
});
