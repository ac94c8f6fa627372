import type { Page } from "@playwright/test";
import { LANGUAGES, localizeHref, type Language } from "../lib/i18n/languages";
import { expect, hydrated, test } from "./fixtures";
import { chatButtonOnScreen } from "./support/chat-button";
import { messagesIn } from "./support/locales";

/**
 * How text sits on a 390×844 phone, in every language where it differs (issue 40): call buttons
 * hold their label, with a space between the word and the number; Thai and Khmer lines break
 * between words, not inside names; a Farsi or Arabic letter before the "sample" badge keeps its
 * final form; the chat button is one and the same in every language from its first paint.
 */
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });

test.describe("the call button", { tag: "@phone" }, () => {
  test("every language: the label stays inside the button, the word apart from the number", async ({ page }) => {
    test.slow();
    const wrong: string[] = [];
    for (const { code } of LANGUAGES) {
      // Apart where the language writes a space beside the number (Korean writes "{phone}에" as one word).
      const spaced = /\s\{phone\}|\{phone\}\s/.test(messagesIn(code)["Call {phone}"]!);
      await page.goto(`${at(code, "/")}?view=list#map`);
      const call = page.getByTestId("place-list").locator("a[href^='tel:']").first();
      await expect(call).toBeVisible();
      const found = await call.evaluate((a, spaced) => {
        const box = a.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(a);
        const spill = [...range.getClientRects()].filter((r) => r.width > 0).some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
        // The number (kept on one line) and the word beside it.
        const number = a.querySelector(".whitespace-nowrap")!;
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        const words: Text[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!number.contains(n) && n.textContent!.trim()) words.push(n as Text);
        const n = number.getBoundingClientRect();
        let touching = false;
        for (const word of words) {
          // The word itself, without the space beside it.
          const text = word.textContent!;
          range.setStart(word, text.length - text.trimStart().length);
          range.setEnd(word, text.trimEnd().length);
          for (const r of range.getClientRects()) {
            if (r.width === 0 || Math.abs(r.top - n.top) > 2) continue; // on another line
            if (spaced && Math.max(n.left - r.right, r.left - n.right) < 2) touching = true;
          }
        }
        return { spill, touching, text: a.textContent };
      }, spaced);
      if (found.spill) wrong.push(`${code}: spills out of its box (${found.text})`);
      if (found.touching) wrong.push(`${code}: the word touches the number (${found.text})`);
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * The number of lines each occurrence of `word` takes in `scope` (invisible word joiners inside it
 * are skipped when looking for it).
 */
async function linesOfWord(page: Page, scope: string, word: string): Promise<number[]> {
  return page.locator(scope).evaluate((root, word) => {
    const counts: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const raw = node.textContent!;
      const kept: number[] = [];
      let plain = "";
      for (let i = 0; i < raw.length; i++) {
        if (raw[i] === "\u2060") continue;
        kept.push(i);
        plain += raw[i];
      }
      for (let i = plain.indexOf(word); i >= 0; i = plain.indexOf(word, i + 1)) {
        const range = document.createRange();
        range.setStart(node, kept[i]!);
        range.setEnd(node, kept[i + word.length - 1]! + 1);
        counts.push(new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size);
      }
    }
    return counts;
  }, word);
}

test.describe("lines in languages without spaces between words", { tag: "@phone" }, () => {
  test.use({ showNotice: true });

  for (const [language, words] of [
    ["th", ["ลอสแอนเจลิส", "เจ้าหน้าที่", "เทศมณฑล"]],
    ["km", ["ឡូសអេនជឺឡេស", "ខោនធី"]],
  ] as const) {
    test(`${language}: the safety notice and the home page's title never break a line inside a name or a word the browser does not know`, async ({ page }) => {
      test.slow();
      const broken: string[] = [];
      let seen = 0;
      for (let width = 320; width <= 430; width += 10) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(at(language, "/"));
        await expect(page.locator("#safety-notice")).toBeVisible();
        for (const word of words) {
          const lines = [...(await linesOfWord(page, "#safety-notice", word)), ...(await linesOfWord(page, "main h1", word))];
          seen += lines.length;
          if (lines.some((n) => n !== 1)) broken.push(`${width} px: ${word}`);
        }
      }
      expect(seen).toBeGreaterThan(0);
      expect(broken).toEqual([]);
    });
  }
});

test.describe("the sample badge in right-to-left languages", { tag: "@phone" }, () => {
  for (const language of ["fa", "ar"] as const) {
    test(`${language}: the letter before the badge keeps its final form`, async ({ page }) => {
      await page.goto(`${at(language, "/")}?view=list#map`);
      await hydrated(page);
      const lines = page.getByTestId("place-list").locator('[data-field="kind"]');
      await expect(lines.first()).toBeVisible();
      const joined = await lines.evaluateAll((ps) =>
        ps.slice(0, 5).flatMap((p) => {
          // The label just before the badge, as shown, against the same words alone on a line of their own.
          const badge = p.lastElementChild!;
          let node = badge.previousSibling;
          while (node && (node.nodeType !== Node.TEXT_NODE || !node.textContent!.trim())) node = node.previousSibling;
          if (!node) return ["no label before the badge"];
          const range = document.createRange();
          range.selectNodeContents(node);
          const shown = range.getBoundingClientRect().width;
          const alone = document.createElement("span");
          alone.style.cssText = "display: block; width: max-content";
          alone.textContent = node.textContent!.trim();
          p.append(alone);
          const width = alone.getBoundingClientRect().width;
          alone.remove();
          // Measured without a space on either side: a joined last letter is narrower than its final form.
          range.selectNodeContents(node);
          const text = node.textContent!;
          range.setStart(node, text.length - text.trimStart().length);
          range.setEnd(node, text.trimEnd().length);
          const trimmed = range.getBoundingClientRect().width;
          return Math.abs(trimmed - width) > 0.5 ? [`"${alone.textContent}": ${trimmed.toFixed(1)} px beside the badge, ${width.toFixed(1)} px alone (shown ${shown.toFixed(1)})`] : [];
        }),
      );
      expect(joined).toEqual([]);
    });
  }
});

test.describe("the chat button", { tag: "@phone" }, () => {
  test("every language: the same button, from its first paint, over no text or control", async ({ page }) => {
    test.slow();
    const seen = new Map<string, string[]>();
    const covering: string[] = [];
    for (const { code } of LANGUAGES) {
      await page.goto(at(code, "/"), { waitUntil: "commit" });
      await page.locator("button[data-stepped-aside]").waitFor();
      const first = await chatButtonOnScreen(page);
      const dir = await page.evaluate(() => document.documentElement.dir || "ltr");
      await hydrated(page);
      // After the browser's idle time, when the page's deferred code has run.
      await page.waitForTimeout(2_500);
      const settled = await chatButtonOnScreen(page);
      const key = `${dir}: ${first.visible} then ${settled.visible}`;
      seen.set(key, [...(seen.get(key) ?? []), code]);
      for (const [when, at] of [["first", first], ["settled", settled]] as const) if (at.covered.length) covering.push(`${code} (${when}): ${at.covered.join(", ")}`);
    }
    // One place per direction, the same at first paint and after: fa and ar mirrored.
    expect([...seen.entries()].map(([key, codes]) => `${key} (${codes.length})`)).toHaveLength(2);
    for (const key of seen.keys()) expect(key.split(": ")[1]!.split(" then ")[0]).toBe(key.split(" then ")[1]);
    expect(covering).toEqual([]);
  });
});
