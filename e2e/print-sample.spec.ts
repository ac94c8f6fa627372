import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { localizeHref, type Language } from "../lib/i18n/languages";
import { expect, hydrated, test } from "./fixtures";
import { messagesIn } from "./support/locales";

/**
 * The printable list of sample places says so at its top, on screen, on paper and in the text it
 * shares, in the page's language; names are whole, never cut (issue 40). Paper is Chromium's PDF,
 * read back with poppler's pdftotext.
 */
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });
const SHELTER_WITH_PETS = "/list?kind=shelter&category=essentials,shelter_support,medical_health&open=1&pets=1&at=34.148,-118.145";
/** The sample data's longest name, among the places "Help for animals" lists. */
const LONG_NAME = "Sample: Large Animal Evacuation Shelter – Burbank";

/** The PDF's text, page by page, as a reader of the paper sees it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "print-sample-"));
  try {
    writeFileSync(join(dir, "list.pdf"), pdf);
    return execFileSync("pdftotext", [join(dir, "list.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sharedText(page: Page): Promise<string> {
  await page.getByTestId("share-text").click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared.length)).toBe(1);
  return page.evaluate(() => (window as unknown as { __shared: string[] }).__shared[0]!);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const shared: string[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: { text: string }) => void shared.push(data.text) });
  });
});

for (const language of ["en", "es", "fa", "th"] as const) {
  test(`${language}: a list of sample places says so first, on screen, on paper and in the shared text`, async ({ page }) => {
    const words = messagesIn(language);
    await page.goto(at(language, SHELTER_WITH_PETS));
    await hydrated(page);
    const notice = page.getByTestId("print-sheet").getByTestId("sample-notice");
    await expect(notice).toContainText(words["Sample data."]!);
    // At the top: above the list's title.
    expect((await notice.boundingBox())!.y).toBeLessThan((await page.getByTestId("print-title").boundingBox())!.y);
    expect(await sharedText(page)).toMatch(new RegExp(`^${words["Sample data."]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

    await page.emulateMedia({ media: "print" });
    await expect(notice).toBeVisible();
    expect((await notice.boundingBox())!.y).toBeLessThan((await page.getByTestId("print-title").boundingBox())!.y);
    if (language === "en" || language === "es") {
      // The first words on the paper.
      const paper = pdfText(await page.pdf({ format: "Letter" }));
      expect(paper.trim().startsWith(words["Sample data."]!), paper.slice(0, 200)).toBe(true);
    }
  });
}

test("names are whole in the shared text and on paper, however long", async ({ page }) => {
  await page.goto("/list?kind=resource,shelter&category=animal_support");
  await hydrated(page);
  await expect(page.getByTestId("print-list")).toContainText(LONG_NAME);
  expect(await sharedText(page)).toContain(LONG_NAME);
  await page.emulateMedia({ media: "print" });
  // On paper the name may wrap, never be cut: its words in order, across lines.
  const paper = pdfText(await page.pdf({ format: "A4" })).replace(/\s+/g, " ");
  expect(paper).toContain(LONG_NAME.replace(/\s+/g, " "));
});
