// @vitest-environment node
import { describe, expect, it } from "vitest";
import { i18nIn } from "@/lib/i18n/catalog";
import { smsChannel } from "@/lib/sms/channel";
import { textUsLine } from "@/lib/sms/text-us";
import { EXAMPLES } from "@/lib/services/sms/inbound";

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
});
