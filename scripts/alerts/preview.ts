import { renderAlert } from "@/lib/alerts/messages";
import type { PointStatus, ZoneEvent } from "@/lib/alerts/types";
import { LANGUAGE_CODES, isLanguage, type Language } from "@/lib/i18n/languages";

/**
 * `npm run alerts -- preview <lang> [zone name]`: every evacuation alert's notification (new, changed,
 * lifted, for each level) as a phone's lock screen shows it: the title cut at 50 characters, the
 * body at 180 (lib/alerts/message-context.ts ALERT_TEXT_LIMITS), and the mail's subject. The zone
 * defaults to the longest name the e2e hazard feed stub gives (e2e/support/hazard-feed-stub.mjs),
 * the one tests/lib/alerts/push-titles.test.ts renders in every language.
 */
export const LONGEST_SAMPLE_ZONE = "Sample Repopulated Zone – Central Glendale (test)";

const LEVELS: PointStatus[] = ["order", "warning", "shelter_in_place"];
const CASES = LEVELS.flatMap((level): [string, PointStatus | null, PointStatus | null][] => [
  [`${level}: new`, null, level],
  [`${level}: changed (from ${level === "order" ? "warning" : "order"})`, level === "order" ? "warning" : "order", level],
  [`${level}: lifted`, level, null],
]);

// Bidirectional isolates are invisible on a phone: shown here as nothing, so the text reads as it would.
const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

export function preview(language: Language, zoneName = LONGEST_SAMPLE_ZONE): string {
  const site = "https://relief.example.org";
  const out: string[] = [];
  for (const [name, before, after] of CASES) {
    const event: ZoneEvent = {
      type: "zone",
      zoneId: zoneName,
      zoneName,
      before,
      after,
      source: "Los Angeles County OEM",
      sourceUrl: "https://ready.lacounty.gov/",
      fetchedAt: new Date().toISOString(),
      latitude: 34.147,
      longitude: -118.144,
    };
    const m = renderAlert(event, { language, siteUrl: site, manageUrl: `${site}/alerts/manage` });
    out.push(`── ${name}`, `  title   │ ${visible(m.push.title)}`, `  body    │ ${visible(m.push.body)}`, `  subject │ ${visible(m.subject)}`, "");
  }
  return out.join("\n");
}

export function previewCommand(args: string[]): number {
  const [language, ...zone] = args;
  if (!isLanguage(language)) {
    console.error(`Usage: npm run alerts -- preview <${LANGUAGE_CODES.join("|")}> [zone name]`);
    return 2;
  }
  console.log(preview(language, zone.length ? zone.join(" ") : undefined));
  return 0;
}
