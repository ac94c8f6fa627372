import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localeProblems } from "@/scripts/i18n/checks";
import { isSiteAlertMessage } from "@/scripts/i18n/site-alerts";

/** A copy of Farsi with one edit, checked as a language of its own (scripts/i18n/site-alerts.ts). */
function farsiAfter(file: "messages.po" | "facts.json", from: string | RegExp, to: string): string[] {
  const root = mkdtempSync(join(tmpdir(), "site-alerts-"));
  try {
    cpSync("locales/fa", join(root, "fa"), { recursive: true });
    const path = join(root, "fa", file);
    const before = readFileSync(path, "utf8");
    const after = before.replace(from, to);
    expect(after, `the edit ${String(from)} applies`).not.toBe(before);
    writeFileSync(path, after);
    return localeProblems("fa", root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("the word for the site's own alerts", () => {
  it("is what the site's alert messages use, and the county's official alerts are not the site's", () => {
    expect(isSiteAlertMessage("Your alerts")).toBe(true);
    expect(isSiteAlertMessage("The same alert in English is below.")).toBe(true);
    expect(isSiteAlertMessage("These alerts add to the official ones and do not replace them.")).toBe(true);
    expect(isSiteAlertMessage("Sign up for Los Angeles County's official alerts at ready.lacounty.gov.")).toBe(false);
    expect(isSiteAlertMessage("Evacuation warning: {zone}")).toBe(false);
  });

  it("is enforced in every language like the official terms", () => {
    // Farsi's site alerts said هشدار, the word of the evacuation warning (هشدار تخلیه).
    expect(farsiAfter("messages.po", /(msgid "Your alerts"\nmsgstr )"[^"]*"/, '$1"هشدارهای شما"').join()).toMatch(/"Your alerts": does not use the word for the site's alerts \(اعلان\)/);
    expect(farsiAfter("facts.json", /"siteAlerts": \[\s*"اعلان"\s*\]/, '"siteAlerts": ["هشدار"]').join()).toMatch(/is the word of the official evacuation warning/);
    expect(farsiAfter("facts.json", /,\s*"siteAlerts": \[\s*"اعلان"\s*\]/, "").join()).toMatch(/no word for the site's own alerts/);
  });
});
