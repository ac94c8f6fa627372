import { describe, expect, it } from "vitest";
import { FAQS, CHAT_GREETING } from "@/lib/content/faq";
import { contactPage } from "@/lib/content/contact";
import { donatePage } from "@/lib/content/donate";
import { guidePage } from "@/lib/content/guide";
import { SAFETY_NOTICE } from "@/lib/content/notice";
import type { ContentPage, ContentSection, Inline } from "@/lib/content/types";
import { volunteerPage } from "@/lib/content/volunteer";

/** Official sources we link to. Adding one means checking that it is real and official. */
const OFFICIAL_HOSTS = new Set([
  "www.ready.gov",
  "www.readyforwildfire.org",
  "www.fire.ca.gov",
  "www.airnow.gov",
  "www.weather.gov",
  "www.disasterassistance.gov",
  "www.fema.gov",
  "recovery.lacounty.gov",
  "ready.lacounty.gov",
  "www.redcross.org",
  "988lifeline.org",
  "www.aqmd.gov",
  "www.cdc.gov",
  "www.dmv.ca.gov",
  "www.ssa.gov",
  "travel.state.gov",
  "www.irs.gov",
  "www.sba.gov",
]);
const SITE_ROUTES = ["/", "/volunteer", "/donate", "/contact", "/wildfireguide", "/suggest"];
/** The only phone numbers the copy may contain: emergency, crisis and official help lines. */
const KNOWN_NUMBERS = ["911", "988", "2-1-1", "1-800-985-5990", "1-800-621-3362"];

const pages: ContentPage[] = [guidePage, volunteerPage, donatePage, contactPage];

function sectionParts(section: ContentSection): Inline[] {
  const own = section.blocks.flatMap((b) => {
    switch (b.kind) {
      case "paragraph":
        return b.text;
      case "list":
        return b.items.flat();
      case "steps":
        return b.items.flatMap((s) => [s.title, ...s.text]);
      case "callout":
        return [b.title, ...b.text];
    }
  });
  return [section.title, ...own, ...(section.subsections ?? []).flatMap(sectionParts)];
}

const allParts: Inline[] = [
  ...pages.flatMap((p) => [p.title, p.lead, ...p.sections.flatMap(sectionParts), ...(p.sources ?? [])]),
  ...FAQS.flatMap((f) => [f.question, ...f.answer]),
  ...CHAT_GREETING,
  ...SAFETY_NOTICE.body,
  ...SAFETY_NOTICE.links.flat(),
];

describe("built-in copy", () => {
  it("links only to this site's routes and to known official sources over https", () => {
    for (const part of allParts) {
      if (typeof part === "string") continue;
      if (part.href.startsWith("/")) {
        const path = part.href.split("#")[0]!;
        expect(SITE_ROUTES, part.href).toContain(path);
      } else {
        const url = new URL(part.href);
        expect(url.protocol, part.href).toBe("https:");
        expect(OFFICIAL_HOSTS.has(url.host), `unexpected host ${url.host}`).toBe(true);
      }
    }
  });

  it("contains no phone numbers other than emergency and official help lines", () => {
    const text = allParts.map((p) => (typeof p === "string" ? p : p.label)).join(" ");
    const numbers = text.match(/\b(?:1-)?\d{3}-\d{3}-\d{4}\b|\(\d{3}\)\s?\d{3}-\d{4}/g) ?? [];
    for (const n of numbers) expect(KNOWN_NUMBERS, n).toContain(n);
  });

  it("contains no markup: text is rendered as text", () => {
    for (const part of allParts) {
      const text = typeof part === "string" ? part : part.label;
      expect(text, text).not.toMatch(/<[a-z/!]/i);
    }
  });

  it("has the guide's three linkable sections", () => {
    expect(guidePage.sections.map((s) => s.id)).toEqual(["wildfire-readiness", "wildfire-monitoring", "post-fire-recovery"]);
  });

  it("has seven FAQ questions covering the product's topics", () => {
    expect(FAQS.map((f) => f.id)).toEqual([
      "volunteer",
      "donations",
      "resources",
      "evacuation",
      "add-information",
      "update-frequency",
      "collaborate",
    ]);
    const answers = FAQS.map((f) => f.answer.map((p) => (typeof p === "string" ? p : p.label)).join(""));
    expect(answers[1]).toMatch(/food.*hygiene.*medical.*pet/is);
    expect(answers[2]).toMatch(/Essentials.*Shelter & Support Services.*Medical & Health.*Animal Support/s);
    expect(answers[5]).toMatch(/daily/);
  });
});
