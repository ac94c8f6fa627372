// @vitest-environment node
import { describe, expect, it } from "vitest";
import { i18nIn } from "@/lib/i18n/catalog";
import { smsChannel } from "@/lib/sms/channel";
import { textUsLine } from "@/lib/sms/text-us";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { alertsExample } from "@/lib/sms/alert-texts";
import { EXAMPLES, parse, rendering } from "@/lib/services/sms/inbound";

const TWILIO = { TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`, TWILIO_AUTH_TOKEN: "0123456789abcdef" };

describe("the site's 'Text us' line", () => {
  it("names the configured number and the language's own example", () => {
    const channel = smsChannel({ ...TWILIO, TWILIO_FROM: "+12135550100" });
    expect(textUsLine(i18nIn("en"), channel, EXAMPLES.en, "ltr")).toBe("No smartphone? Text SHELTER 91101 to (213) 555-0100 for the nearest open places.");
    expect(textUsLine(i18nIn("es"), channel, EXAMPLES.es, "ltr")).toContain("REFUGIO 91101 al (213) 555-0100");
    // Right to left: the number and the example read left to right inside the sentence.
    expect(textUsLine(i18nIn("fa"), channel, EXAMPLES.fa, "rtl")).toContain("\u2066(213) 555-0100\u2069");
  });

  it("says nothing when texts are off, or come from a Messaging Service whose number the site does not know", () => {
    expect(textUsLine(i18nIn("en"), smsChannel({}), EXAMPLES.en, "ltr")).toBeNull();
    expect(textUsLine(i18nIn("en"), smsChannel({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: `MG${"b".repeat(32)}` }), EXAMPLES.en, "ltr")).toBeNull();
  });

  it("in every language, the example the page shows is what the service answers in that language: a lookup, or alerts for 91101", () => {
    const channel = smsChannel({ ...TWILIO, TWILIO_FROM: "+12135550100" });
    const wrong: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const r = rendering(language);
      const places = textUsLine(r.i18n, channel, EXAMPLES[language], r.dir, "places")!;
      const alerts = textUsLine(r.i18n, channel, alertsExample(r), r.dir, "alerts")!;
      for (const [line, example] of [[places, EXAMPLES[language]], [alerts, alertsExample(r)]] as const) {
        if (!line.includes(example) || !line.includes("(213) 555-0100")) wrong.push(`${language}: ${line}`);
      }
      expect(places).not.toBe(alerts);
      const lookup = parse(EXAMPLES[language]);
      if (lookup.kind !== "lookup" || lookup.language !== language || lookup.zip !== "91101") wrong.push(`${language}: ${EXAMPLES[language]} → ${JSON.stringify(lookup)}`);
      const follow = parse(alertsExample(r));
      if (follow.kind !== "alerts" || follow.language !== language || follow.zip !== "91101") wrong.push(`${language}: ${alertsExample(r)} → ${JSON.stringify(follow)}`);
    }
    expect(wrong).toEqual([]);
  });
});
