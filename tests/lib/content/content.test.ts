import { describe, expect, it } from "vitest";
import * as en from "@/lib/content/en";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { contentIn } from "@/tests/support/locales";
import type { Block, ContentPage, ContentSection, Inline, RichText, SiteContent } from "@/lib/content/types";

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

/** Every language's copy as the server builds it: the English structure with its sentences. */
const LANGUAGES: Record<string, SiteContent> = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, contentIn(l)]));
const PAGES = ["guide", "volunteer", "donate", "contact"] as const;

const text = (parts: readonly Inline[]) => parts.map((p) => (typeof p === "string" ? p : p.label)).join("");
const links = (parts: readonly Inline[]) => parts.flatMap((p) => (typeof p === "string" ? [] : [p.href]));
/** Numbers as written with digits (phone numbers, hours, distances): a translation keeps every one. */
const numbers = (parts: readonly Inline[]) => (text(parts).match(/\d+(?:[-.:]\d+)*/g) ?? []).sort();

function blockParts(b: Block): Inline[] {
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
}

function sectionParts(section: ContentSection): Inline[] {
  return [section.title, ...section.blocks.flatMap(blockParts), ...(section.subsections ?? []).flatMap(sectionParts)];
}

function allParts(c: SiteContent): Inline[] {
  const pages: ContentPage[] = PAGES.map((p) => c[p]);
  return [
    ...pages.flatMap((p) => [p.title, p.lead, ...p.sections.flatMap(sectionParts), ...(p.sources ?? [])]),
    ...c.faq.faqs.flatMap((f) => [f.question, ...f.answer]),
    ...c.faq.greeting,
    c.notice.title,
    ...c.notice.body,
    ...c.notice.links.flat(),
    c.notice.dismiss,
    ...Object.values(c.home.hero),
    ...Object.values(c.home.map),
  ];
}

/** Each block of a page with its kind, where it is, and what in it must survive translation. */
function blocksOf(page: ContentPage) {
  const out: { where: string; kind: string; links: string[]; numbers: string[]; items: number }[] = [];
  const walk = (s: ContentSection, path: string) => {
    s.blocks.forEach((b, i) => {
      const parts = blockParts(b);
      out.push({ where: `${path} › block ${i}`, kind: b.kind, links: links(parts).sort(), numbers: numbers(parts), items: "items" in b ? b.items.length : 1 });
    });
    s.subsections?.forEach((sub, i) => walk(sub, `${path} › ${i}`));
  };
  page.sections.forEach((s, i) => walk(s, `section ${i}${s.id ? ` #${s.id}` : ""}`));
  return out;
}

for (const [lang, content] of Object.entries(LANGUAGES)) {
  describe(`built-in copy (${lang})`, () => {
    const parts = allParts(content);

    it("links only to this site's routes and to known official sources over https", () => {
      for (const part of parts) {
        if (typeof part === "string") continue;
        if (part.href.startsWith("/")) {
          expect(SITE_ROUTES, part.href).toContain(part.href.split("#")[0]!);
        } else {
          const url = new URL(part.href);
          expect(url.protocol, part.href).toBe("https:");
          expect(OFFICIAL_HOSTS.has(url.host), `unexpected host ${url.host}`).toBe(true);
        }
      }
    });

    it("contains no phone numbers other than emergency and official help lines", () => {
      const found = text(parts).match(/\b(?:1-)?\d{3}-\d{3}-\d{4}\b|\(\d{3}\)\s?\d{3}-\d{4}/g) ?? [];
      for (const n of found) expect(KNOWN_NUMBERS, n).toContain(n);
    });

    it("contains no markup: text is rendered as text", () => {
      for (const part of parts) {
        const value = typeof part === "string" ? part : part.label;
        expect(value, value).not.toMatch(/<[a-z/!]/i);
      }
    });

    it("has the guide's three linkable sections", () => {
      expect(content.guide.sections.map((s) => s.id)).toEqual(["wildfire-readiness", "wildfire-monitoring", "post-fire-recovery"]);
    });

    if (lang === "en") return;

    it("says everything the English copy says: the same pages, sections, blocks, links and numbers", () => {
      for (const page of PAGES) {
        const theirs = blocksOf(content[page]);
        const ours = blocksOf(en[page]);
        expect(theirs.map((b) => `${b.where}: ${b.kind} ×${b.items}`), page).toEqual(ours.map((b) => `${b.where}: ${b.kind} ×${b.items}`));
        theirs.forEach((b, i) => {
          expect(b.links, `${page} ${b.where}`).toEqual(ours[i]!.links);
          // Every number of the English, and no other but a small count some languages write in
          // digits ("three zones" → "3つのゾーン"): never another phone number, hour or distance.
          const extra = [...b.numbers];
          for (const n of ours[i]!.numbers) {
            const at = extra.indexOf(n);
            expect(at, `${page} ${b.where}: lost ${n}`).toBeGreaterThanOrEqual(0);
            extra.splice(at, 1);
          }
          for (const n of extra) expect(n, `${page} ${b.where}: a number the English does not have`).toMatch(/^\d$/);
        });
        expect((content[page].sources ?? []).map((s) => s.href)).toEqual((en[page].sources ?? []).map((s) => s.href));
      }
    });

    it("has the same FAQ, notice and home page, in this language", () => {
      const same = (a: RichText, b: RichText) => {
        expect(links(a).sort()).toEqual(links(b).sort());
        expect(numbers(a)).toEqual(numbers(b));
      };
      expect(content.faq.faqs.map((f) => [f.id, f.showFaqButtonsAfter])).toEqual(en.faq.faqs.map((f) => [f.id, f.showFaqButtonsAfter]));
      content.faq.faqs.forEach((f, i) => same(f.answer, en.faq.faqs[i]!.answer));
      same(content.faq.greeting, en.faq.greeting);
      same(content.notice.body, en.notice.body);
      content.notice.links.forEach((l, i) => same(l, en.notice.links[i]!));
      expect(content.notice.links).toHaveLength(en.notice.links.length);
      // Written in this language: no sentence left in English.
      for (const [key, value] of Object.entries({ ...content.home.hero, ...content.home.map })) {
        expect(value, key).not.toBe((({ ...en.home.hero, ...en.home.map }) as Record<string, string>)[key]);
      }
      expect(content.notice.title).not.toBe(en.notice.title);
    });
  });
}

describe("the FAQ", () => {
  it("has seven questions covering the product's topics", () => {
    expect(en.faq.faqs.map((f) => f.id)).toEqual(["volunteer", "donations", "resources", "evacuation", "add-information", "update-frequency", "collaborate"]);
    const answers = en.faq.faqs.map((f) => text(f.answer));
    expect(answers[1]).toMatch(/food.*hygiene.*medical.*pet/is);
    expect(answers[2]).toMatch(/Essentials.*Shelter & Support Services.*Medical & Health.*Animal Support/s);
    expect(answers[5]).toMatch(/daily/);
  });
});
