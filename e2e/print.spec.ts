import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { curated } from "./support/fault-checks";

/**
 * A list to hand on (issue 27): from the map's results to a printable page (one sheet of A4 or
 * US Letter, QR code, no site chrome on paper) and a text to send, in English, Farsi and Chinese.
 */
const PASADENA = { latitude: 34.1478, longitude: -118.1445 };
const LRI = "\u2066";
const PDI = "\u2069";

/** The PDF's page count (Chromium writes one /Type /Page object per page). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** Captures what the page hands to the share sheet (there is none in headless Chromium). */
async function captureShare(page: Page) {
  await page.addInitScript(() => {
    const shared: string[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: { text: string }) => void shared.push(data.text) });
  });
  return async () => {
    await page.getByTestId("share-text").click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared.length)).toBe(1);
    return page.evaluate(() => (window as unknown as { __shared: string[] }).__shared[0]!);
  };
}

async function onOnePage(page: Page) {
  await page.emulateMedia({ media: "print" });
  for (const format of ["A4", "Letter"] as const) expect(pageCount(await page.pdf({ format })), format).toBe(1);
}

test.describe("from a need's one tap", () => {
  test.use({ geolocation: PASADENA, permissions: ["geolocation"], showNotice: true });

  test("the map's results, in its order, printed on one page without the site's chrome, and shared as text", async ({ page }) => {
    const share = await captureShare(page);
    await page.goto("/");
    await hydrated(page);
    await page.locator('[data-need="shelter"]').click();
    await expect(page).toHaveURL(/kind=shelter/);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Nearest first ✓" })).toBeVisible();
    const mapIds = await page.getByTestId("place-list").locator("li[data-place-id]").evaluateAll((lis) => lis.slice(0, 12).map((li) => li.getAttribute("data-place-id")));
    expect(mapIds.length).toBeGreaterThan(0);

    await page.getByTestId("print-link").click();
    // "Shelter tonight": shelters of the people's categories (never a shelter for animals only).
    await expect(page).toHaveURL(/\/list\?kind=shelter&category=essentials,shelter_support,medical_health&open=1&at=34\.148,-118\.14\d$/);
    await hydrated(page);
    await expect(page.getByTestId("print-title")).toHaveText("Shelter tonight — open now near Pasadena");
    await expect(page.getByTestId("print-list").locator("li")).toHaveCount(mapIds.length);
    expect(await page.getByTestId("print-list").locator("li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-place-id")))).toEqual(mapIds);
    await expect(page.getByTestId("print-qr").locator("svg")).toBeVisible();
    await expect(page.getByTestId("print-list").getByText(/mi away/).first()).toBeVisible();

    // Share as text: every listed phone number, in one piece, and the list's address.
    const text = await share();
    for (const phone of await page.getByTestId("print-list").locator('[data-field="phone"]').allTextContents()) expect(text).toContain(phone.trim());
    expect(text).toContain("Check before you go; call 911 in an emergency.");
    expect(text.trim().split("\n").at(-1)).toMatch(/\/en\/list\?kind=shelter&category=essentials,shelter_support,medical_health&open=1&at=34\.148,-118\.14\d$/);

    // On paper: the list and its QR code only; one sheet of A4 and of US Letter.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("print-sheet")).toBeVisible();
    await expect(page.getByTestId("print-qr").locator("svg")).toBeVisible();
    for (const chrome of [page.locator("header").first(), page.locator("footer").last(), page.getByTestId("print-actions"), page.getByText("In immediate danger? Call 911.")]) {
      await expect(chrome).toBeHidden();
    }
    await onOnePage(page);
  });
});

test("a full list of twelve fits one sheet, and the listings link to theirs", async ({ page }) => {
  await page.goto("/list");
  await hydrated(page);
  await expect(page.getByTestId("print-list").locator("li")).toHaveCount(12);
  await expect(page.getByTestId("print-title")).toHaveText("All places");
  await onOnePage(page);

  await page.emulateMedia({ media: "screen" });
  await page.goto("/donate");
  await hydrated(page);
  await page.getByTestId("print-link").click();
  await expect(page).toHaveURL(/\/list\?kind=donation_need$/);
  await expect(page.getByTestId("print-title")).toHaveText("Donation needs");
});

test("without a share sheet, the text is copied and a toast says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
  await page.goto("/list?kind=shelter");
  await hydrated(page);
  await page.getByTestId("share-text").click();
  await expect(page.getByText("The list was copied. Paste it in a message to share it.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Every shelter, those for animals only too: "Shelter tonight" is the need's list, of places where people can stay.
  expect(copied).toContain("Shelters");
});

test("in Farsi: right to left, translated, phone numbers whole and left to right", async ({ page }) => {
  const share = await captureShare(page);
  await page.goto("/fa/list?kind=shelter&category=essentials,shelter_support,medical_health&open=1&at=34.148,-118.144");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("print-title")).toHaveText(`${curated("Shelter tonight", "fa")} — اکنون باز در نزدیکی پاسادنا`);
  await expect(page.getByTestId("print-safety")).toHaveText(curated("Check before you go; call 911 in an emergency.", "fa"));
  const text = await share();
  const phones = await page.getByTestId("print-list").locator('[data-field="phone"]').allTextContents();
  expect(phones.length).toBeGreaterThan(0);
  for (const phone of phones) expect(text).toContain(`${LRI}${phone.trim()}${PDI}`);
  expect(text).not.toContain("Check before you go");
  await onOnePage(page);
});

test("in Chinese: translated, on one sheet, with its QR code", async ({ page }) => {
  await page.goto("/zh/list?kind=resource&category=essentials&open=1");
  await hydrated(page);
  await expect(page.getByTestId("print-title")).toHaveText(`${curated("Food, water & supplies", "zh")}（现在开放）`);
  await expect(page.getByRole("button", { name: "打印" })).toBeVisible();
  await expect(page.getByTestId("print-qr").locator("svg")).toBeVisible();
  await onOnePage(page);
});

test("a link it cannot read in part still gives the list, and says so", async ({ page }) => {
  const response = await page.goto("/list?kind=castle&at=999,1&open=maybe");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("print-unread")).toBeVisible();
  await expect(page.getByTestId("print-title")).toHaveText("All places");
  await expect(page.getByTestId("print-list").getByText(/mi away/)).toHaveCount(0);
});
