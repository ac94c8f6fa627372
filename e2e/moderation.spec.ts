import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { SEEDED_HANDLED_REQUESTS, SEEDED_REQUEST_NAME } from "./support/moderation-seed";
import { PORTS, url } from "./support/ports";

// The moderation site (playwright.config.ts) runs the e2e build on its own database, with two
// reviewer accounts made by the CLI before it starts (Ana, admin; Ben, reviewer): approving
// publishes a place, which must not change the place counts other specs check on 3100. The
// zero-configuration site on 3101 has no accounts.
const MODERATION_SITE = url(PORTS.moderation);
const ANA = { email: "ana@example.org", name: "Ana Ruiz" };
const BEN = { email: "ben@example.org", name: "Ben Okafor" };
const PASSWORD = "e2e reviewer password";
const ZERO_CONFIG = url(PORTS.zeroConfig);
const COOKIE = "reviewer_session";
const NAME = `E2E Suggested Water Station ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Each test sends its forms from its own made-up client address, so the per-client rate limits
 * (public forms, moderator sign-in) never carry over between tests or reruns.
 */
async function asNewClient(page: Page) {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/moderate");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A visitor suggests a place on /suggest (for moderators to review). */
async function suggest(page: Page, { kind, name }: { kind: "resource" | "donation_need"; name: string }) {
  await page.goto("/suggest");
  await hydrated(page);
  await page.getByLabel("Kind of place").selectOption(kind);
  await page.getByLabel("Category").selectOption({ label: "Essentials" });
  await page.getByLabel("Name of the place").fill(name);
  await page.getByLabel("Address").fill("Near Lake Ave, Pasadena");
  await page.getByLabel("Where does this information come from?").fill("Seen it myself");
  await page.getByRole("button", { name: "Send suggestion" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: /Thank you/ })).toBeVisible();
}

/** An organizer sends a collaboration request on /contact (a bot fills the hidden field, and is told the same). */
async function sendCollaboration(page: Page, name: string, { bot = false } = {}) {
  await asNewClient(page);
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Collaboration form" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail").fill("organizer@example.org");
  await form.getByLabel("How would you like to work with us?").selectOption("volunteers");
  await form.getByLabel("Message", { exact: true }).fill("We can bring twenty volunteers on Saturday.");
  await form.getByLabel("You may contact me about this message.").check();
  if (bot) await page.locator("input[name=company_website]").fill("https://spam.example", { force: true });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We received your message" }).first()).toBeVisible();
}

const suggestions = (page: Page) => page.getByRole("region", { name: /Suggested places/ });
const collaborations = (page: Page) => page.getByRole("region", { name: /Collaboration requests/ });
const reports = (page: Page) => page.getByRole("region", { name: /Problem reports/ });
const placeCards = (page: Page) => page.locator("[data-testid=place-list] > li");
/** A stale-queue entry keeps its outcomes and edit link folded under "Check it" (a few lines a row on a phone). */
const openCheck = (entry: ReturnType<Page["getByRole"]>) => entry.locator("summary", { hasText: "Check it" }).click();
/** The stale-queue test edits an entry; the revert test after it undoes that edit. */
const EDITED_PHONE = "(626) 555-0188";
let edited: { name: string } | null = null;

test.describe("moderation", { tag: "@desktop" }, () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: MODERATION_SITE });

  test.beforeEach(async ({ page }) => asNewClient(page));

  test("with no reviewer accounts (the zero-configuration site), /moderate says how to make the first", async ({ request }) => {
    const response = await request.get(`${ZERO_CONFIG}/moderate`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("No reviewer accounts yet");
    expect(html).not.toContain('name="password"');
  });

  test("a wrong password or a forged cookie shows nothing", async ({ page, context }) => {
    await signIn(page, ANA.email, "not the right password");
    await expect(page.getByRole("alert").filter({ hasText: "That email and password do not match an account." })).toBeVisible();
    await expect(page).toHaveURL(/\/moderate$/);
    // A failed sign-in keeps the address typed.
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(ANA.email);
    await expect(page.getByRole("heading", { name: /Suggested places|Problem reports/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Sign out/ })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();

    for (const value of ["A".repeat(43), "0".repeat(64), PASSWORD]) {
      await context.addCookies([{ name: COOKIE, value, url: new URL(page.url()).origin }]);
      await page.reload();
      await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
      await expect(suggestions(page)).toHaveCount(0);
    }
  });

  test("a visitor suggests a place", async ({ page }) => {
    await suggest(page, { kind: "resource", name: NAME });
  });

  test("a moderator signs in, needs a valid point, and approves it", async ({ page, context }) => {
    await signIn(page, ANA.email);
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/moderate" });
    // A random token, never the password.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText(`Signed in as ${ANA.name} (admin)`)).toBeVisible();
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(11.9 * 3600);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600 + 60);

    const card = suggestions(page).getByRole("article", { name: NAME });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Near Lake Ave, Pasadena");
    await expect(card).toContainText("Seen it myself");
    await expect(card).toContainText("Essentials");

    // Out of the Los Angeles area: a clear message, nothing published, no server error.
    await card.getByLabel("Latitude").fill("40.7");
    await card.getByLabel("Longitude").fill("-118.13");
    await card.getByRole("button", { name: /^Approve/ }).click();
    await expect(card.getByRole("alert").filter({ hasText: "latitude must be between 32 and 36" })).toBeVisible();
    await expect(card.getByLabel("Latitude")).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByLabel("Latitude")).toHaveValue("40.7");

    await card.getByLabel("Latitude").fill("34.16");
    await card.getByLabel("Longitude").fill("-118.13");
    await card.getByRole("button", { name: /^Approve/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Suggestion approved" })).toBeVisible();
    await expect(suggestions(page).getByRole("article", { name: NAME })).toHaveCount(0);
    // Back at the list it was approved in, not the top of the page; the address tidied to its anchor.
    await expect(suggestions(page).getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(suggestions(page).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page).toHaveURL(/\/moderate#suggestions-title$/);
  });

  test("the approved place is on the map", async ({ page }) => {
    await page.goto(`/?q=${encodeURIComponent(NAME)}#map`);
    await hydrated(page);
    const cards = placeCards(page);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(NAME);
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 15_000 });
  });

  test("a visitor reports a problem with it, and a moderator resolves the report", async ({ page }) => {
    await page.goto(`/?q=${encodeURIComponent(NAME)}#map`);
    await hydrated(page);
    const place = placeCards(page).first();
    await expect(place).toContainText(NAME);
    // Reporting is under the card's "More details" (the collapsed card keeps to what a resident needs first).
    await place.getByText("More details").click();
    await place.getByRole("button", { name: "Report a problem" }).click();
    await place.getByRole("radio", { name: "It is closed" }).check();
    await place.getByLabel("Note").fill("E2E: the gate was locked");
    await place.getByRole("button", { name: "Send report" }).click();
    await expect(place.getByRole("status").filter({ hasText: /Thank you/ })).toBeVisible();

    await signIn(page, ANA.email);
    const report = reports(page).getByRole("article", { name: NAME });
    await expect(report).toContainText("It is closed");
    await expect(report).toContainText("E2E: the gate was locked");
    await expect(report.getByRole("link", { name: NAME, exact: true })).toHaveAttribute("href", /^\/\?place=[0-9a-f-]{36}#map$/);
    await report.getByRole("button", { name: /^Mark resolved/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report marked resolved" })).toBeVisible();
    await expect(reports(page).getByRole("article", { name: NAME })).toHaveCount(0);
  });

  test("a report leads the reviewer to the entry: they check it, and the same tap closes the report", async ({ page }) => {
    await page.goto(`/?q=${encodeURIComponent(NAME)}#map`);
    await hydrated(page);
    const place = placeCards(page).first();
    await place.getByText("More details").click();
    await place.getByRole("button", { name: "Report a problem" }).click();
    await place.getByRole("radio", { name: "It is closed" }).check();
    await place.getByLabel("Note").fill("E2E: closed for the night");
    await place.getByRole("button", { name: "Send report" }).click();
    await expect(place.getByRole("status").filter({ hasText: /Thank you/ })).toBeVisible();

    await signIn(page, BEN.email);
    await reports(page).getByRole("article", { name: NAME }).getByRole("link", { name: /^Check or edit this entry/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByRole("region", { name: /Open problem reports/ })).toContainText("E2E: closed for the night");
    const check = page.getByRole("region", { name: "Check it" });
    await expect(check.getByLabel(/Also mark the report .* resolved/)).toBeChecked();
    await check.getByLabel("Site visit", { exact: true }).check();
    await check.getByRole("button", { name: /^Temporarily closed/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status changed" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Open problem reports/ })).toHaveCount(0);
    // The entry's whole history: its creation by the approving admin, then Ben's check.
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history.first()).toContainText(`${BEN.name}: Status Open → Temporarily closed, checked by a visit`);
    await expect(history.last()).toContainText(`${ANA.name}: Added (approved suggestion)`);
    await page.goto("/moderate");
    await expect(reports(page).getByRole("article", { name: NAME })).toHaveCount(0);
  });

  test("a collaboration request reaches the reviewers, and a honeypot one does not", async ({ page }) => {
    const sender = `E2E Organizer ${Date.now().toString(36)}`;
    await sendCollaboration(page, sender);
    await sendCollaboration(page, `${sender} Bot`, { bot: true });
    await signIn(page, ANA.email);
    await expect(collaborations(page).getByRole("heading", { name: sender, exact: true })).toBeVisible();
    await expect(collaborations(page).getByText(`${sender} Bot`)).toHaveCount(0);
  });

  test("a reviewer on a phone marks a collaboration request handled: it says by whom, and the unhandled count drops", async ({ browser }, testInfo) => {
    const phone = await browser.newContext({ baseURL: MODERATION_SITE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await asNewClient(page);
    await signIn(page, BEN.email);
    const requests = collaborations(page);
    const heading = requests.getByRole("heading", { level: 2 });
    const unhandled = Number(/\((\d+) unhandled\)/.exec((await heading.textContent()) ?? "")?.[1]);
    expect(unhandled).toBeGreaterThanOrEqual(0);

    const sender = `E2E Phone Organizer ${Date.now().toString(36)}`;
    await sendCollaboration(page, sender);
    await page.goto("/moderate");
    await expect(heading).toHaveText(`Collaboration requests (${unhandled + 1} unhandled)`);
    const card = requests.getByRole("article", { name: sender });
    await expect(card).toContainText("Not handled yet");
    const button = card.getByRole("button", { name: /^Mark handled/ });
    // A tap target on a phone: 44 px high at least; nothing wider than the screen.
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("collaboration-requests-phone-unhandled.png") });

    await button.click();
    const status = page.getByRole("status").filter({ hasText: "Collaboration request marked handled" });
    await expect(status).toBeVisible();
    // Said where the reviewer is: in view, at the bottom of the screen, and back at this list.
    await expect(status).toBeInViewport();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/\/moderate#collaborations-title$/);
    await expect(card).toContainText(`Handled by ${BEN.name}`);
    await expect(card).not.toContainText("Not handled yet");
    await expect(heading).toHaveText(`Collaboration requests (${unhandled} unhandled)`);
    const undo = card.getByRole("button", { name: /^Mark not handled/ });
    await expect(undo).toBeVisible();
    expect((await undo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("collaboration-requests-phone-handled.png") });
    await phone.close();
  });

  test("signing out clears the session", async ({ page, context }) => {
    await signIn(page, ANA.email);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
  });

  test("signing out everywhere ends the account's session on another device at its next request", async ({ page, browser }) => {
    const phone = await browser.newContext({ baseURL: MODERATION_SITE });
    const other = await phone.newPage();
    await asNewClient(other);
    await signIn(other, BEN.email);
    await expect(other.getByText(`Signed in as ${BEN.name} (reviewer)`)).toBeVisible();

    await signIn(page, BEN.email);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();

    // The other device still holds its cookie, but the session behind it is over.
    await other.reload();
    await expect(other.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(suggestions(other)).toHaveCount(0);
    await phone.close();
  });

  test("a reviewer on a phone clears three entries from the stale queue (still right, a new status, an edit), the history names them, and the map shows them checked today", async ({ browser }) => {
    const phone = await browser.newContext({ baseURL: MODERATION_SITE, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await phone.newPage();
    await asNewClient(page);
    await signIn(page, BEN.email);
    const queue = page.getByRole("region", { name: /Needs checking/ });
    // Tap to call: the entries with a phone number carry it as a tel: link.
    await expect(queue.locator('a[href^="tel:"]').first()).toHaveAttribute("href", /^tel:\+?\d{10,}$/);

    const first = queue.getByRole("article").first();
    const firstName = (await first.getByRole("heading").textContent())!.trim();
    await openCheck(first);
    await first.getByRole("button", { name: /^Still right/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked as checked just now" })).toBeVisible();
    await expect(queue.getByRole("heading", { name: firstName, exact: true })).toHaveCount(0);

    const second = queue.getByRole("article").first();
    const secondName = (await second.getByRole("heading").textContent())!.trim();
    // Its status as the card says it; the reviewer finds it changed (full, or open if it was full).
    const was = /· (Temporarily closed|Open|Full)/.exec((await second.textContent()) ?? "")![1]!;
    const found = was === "Full" ? "Open" : "Full";
    // An official source needs its link: refused with a message, the note kept.
    await openCheck(second);
    await second.getByLabel("Official source", { exact: true }).check();
    await second.getByText("Add a note or a link").click();
    await second.getByLabel("Note (optional)").fill("No beds left tonight.");
    await second.getByRole("button", { name: new RegExp(`^${found}`) }).click();
    await expect(second.getByRole("alert")).toHaveText("Add the link to the official source you checked.");
    await expect(second.getByLabel("Note (optional)")).toHaveValue("No beds left tonight.");
    await second.getByLabel("Phone call", { exact: true }).check();
    await second.getByRole("button", { name: new RegExp(`^${found}`) }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status changed" })).toBeVisible();
    await expect(queue.getByRole("heading", { name: secondName, exact: true })).toHaveCount(0);

    // The history shows both, with the reviewer's name, how and why; Ana sees it too.
    const history = page.getByRole("region", { name: "Recent changes" });
    await expect(history.getByRole("listitem").filter({ hasText: secondName }).first()).toContainText(`${BEN.name}: Status ${was} → ${found}, checked by phone`);
    await expect(history.getByRole("listitem").filter({ hasText: secondName }).first()).toContainText("No beds left tonight.");
    await expect(history.getByRole("listitem").filter({ hasText: firstName }).first()).toContainText(new RegExp(`${BEN.name}: Checked: still right, checked by (phone|a visit)`));

    // Changed → edit: the next entry has a new phone number and new hours. A wrong hours cell is
    // refused next to its field with nothing lost; then it saves and the queue moves on.
    const third = queue.getByRole("article").first();
    const thirdName = (await third.getByRole("heading").textContent())!.trim();
    await openCheck(third);
    await third.getByRole("link", { name: /^Changed\? Edit this entry/ }).click();
    const editor = page.getByRole("region", { name: "Edit it" });
    await expect(editor.getByLabel("Name", { exact: true })).toHaveValue(thirdName);
    await editor.getByLabel("Phone", { exact: true }).fill(EDITED_PHONE);
    await editor.getByLabel("Opening hours").fill("mon 9-5");
    await editor.getByRole("button", { name: /^Save changes/ }).click();
    await expect(editor.getByRole("alert")).toContainText("Nothing was saved. Check this field: Opening hours.");
    await expect(editor.getByLabel("Opening hours")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.getByLabel("Phone", { exact: true })).toHaveValue(EDITED_PHONE);
    await editor.getByLabel("Opening hours").fill("mon 09:00-17:00; sat 10:00-14:00");
    await editor.getByRole("button", { name: /^Save changes/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved and marked as checked just now" })).toBeVisible();
    await expect(queue.getByRole("heading", { name: thirdName, exact: true })).toHaveCount(0);
    const edit = history.getByRole("listitem").filter({ hasText: thirdName }).first();
    await expect(edit).toContainText(new RegExp(`${BEN.name}: Edited 2 fields, checked by (phone|a visit)`));
    await expect(edit).toContainText(`→ ${EDITED_PHONE}`);
    edited = { name: thirdName };

    // The public map, at the next request: all three checked today by Ben; the second in its new
    // status, the third with its new phone number.
    for (const [name, shows] of [[firstName, null], [secondName, found], [thirdName, EDITED_PHONE]] as const) {
      await page.goto(`/?q=${encodeURIComponent(name)}#map`);
      await hydrated(page);
      const card = placeCards(page).filter({ hasText: name }).first();
      await expect(card).toContainText("Verified today");
      if (shows) await expect(card).toContainText(shows);
    }
    await phone.close();
  });

  test("an admin sees the other reviewer's edit in the entry's history with their name, and reverts it", async ({ page }) => {
    expect(edited, "runs after the stale-queue test").not.toBeNull();
    const { name } = edited!;
    await signIn(page, ANA.email);
    await page.getByRole("region", { name: "Recent changes" }).getByRole("link", { name, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    const bens = history.getByRole("listitem").filter({ hasText: `${BEN.name}: Edited 2 fields` });
    await expect(bens).toContainText(`→ ${EDITED_PHONE}`);
    await bens.getByText("Revert this change").click();
    await bens.getByLabel("Why (optional)").fill("Wrong entry: that number belongs to the next one.");
    await bens.getByRole("button", { name: /^Revert/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Change reverted" })).toBeVisible();
    await expect(history.getByRole("listitem").first()).toContainText(`${ANA.name}: Reverted an earlier change`);
    await expect(history.getByRole("listitem").first()).toContainText("Wrong entry");
    await expect(history.getByRole("listitem").filter({ hasText: `${BEN.name}: Edited 2 fields` })).toContainText("reverted");
    // The form starts from the restored values, and the public map no longer shows the new number.
    await expect(page.getByRole("region", { name: "Edit it" }).getByLabel("Phone", { exact: true })).not.toHaveValue(EDITED_PHONE);
    await page.goto(`/?q=${encodeURIComponent(name)}#map`);
    await hydrated(page);
    await expect(placeCards(page).filter({ hasText: name }).first()).not.toContainText(EDITED_PHONE);
  });

  test("an admin disables a reviewer, who is signed out at their next request, and adds one", async ({ page, browser }) => {
    const phone = await browser.newContext({ baseURL: MODERATION_SITE, viewport: { width: 390, height: 844 }, isMobile: true });
    const ben = await phone.newPage();
    await asNewClient(ben);
    await signIn(ben, BEN.email);
    await expect(ben.getByText(`Signed in as ${BEN.name} (reviewer)`)).toBeVisible();
    // A reviewer does not manage accounts.
    await expect(ben.getByRole("region", { name: /Reviewers/ })).toHaveCount(0);

    await signIn(page, ANA.email);
    const accounts = page.getByRole("region", { name: /Reviewers/ });
    await accounts.getByRole("listitem", { name: BEN.name }).getByRole("button", { name: `Disable ${BEN.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account disabled" })).toBeVisible();
    await expect(accounts.getByRole("listitem", { name: BEN.name })).toContainText("Disabled");

    await ben.reload();
    await expect(ben.getByLabel("Password", { exact: true })).toBeVisible();
    await signIn(ben, BEN.email);
    await expect(ben.getByRole("alert").filter({ hasText: "This account is disabled." })).toBeVisible();

    await accounts.getByRole("listitem", { name: BEN.name }).getByRole("button", { name: `Enable ${BEN.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account enabled" })).toBeVisible();
    await signIn(ben, BEN.email);
    await expect(ben.getByText(`Signed in as ${BEN.name} (reviewer)`)).toBeVisible();
    await phone.close();

    // A new account: a short password is refused and the form keeps the rest.
    const add = page.getByRole("form", { name: "Add a reviewer" });
    const email = `chen.${Date.now().toString(36)}@example.org`;
    await add.getByLabel("Name").fill("Chen Wei");
    await add.getByLabel("Email", { exact: true }).fill(email);
    await add.getByLabel(/First password/).fill("short");
    await add.getByLabel(/First password/).evaluate((input: HTMLInputElement) => input.removeAttribute("minlength"));
    await add.getByRole("button", { name: "Add reviewer" }).click();
    await expect(add.getByRole("alert")).toHaveText("A password needs at least 12 characters.");
    await expect(add.getByLabel("Email", { exact: true })).toHaveValue(email);
    await add.getByLabel(/First password/).fill("a first password for Chen");
    await add.getByRole("button", { name: "Add reviewer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reviewer added" })).toBeVisible();
    await expect(accounts.getByRole("listitem", { name: "Chen Wei" })).toContainText(email);
  });
});

// Public pages are cached (app/[lang]/(public)/layout.tsx): a change to the data must reach them on the
// next request, not after their revalidate time (lib/places/revalidate.ts). Each test loads the
// cached pages, changes the data as a moderator or the daily import does, and loads them again.
const IMPORT_SECRET = "e2e-import-secret-123";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The map's data and the open data are read from Next's data cache, not a cached route. */
const isMapData = (path: string) => path.startsWith("/api/");

/**
 * Each page is served from the cache (the same render twice), without `text`. Retried: a change
 * made by a test running alongside may expire the pages between the two requests.
 */
async function expectCachedWithout(request: APIRequestContext, paths: string[], text: string) {
  for (const path of paths) {
    await expect(async () => {
      await request.get(path);
      const cached = await request.get(path);
      if (!isMapData(path)) expect(cached.headers()["x-nextjs-cache"], path).toMatch(/HIT|STALE/);
      expect(await cached.text(), path).not.toContain(text);
    }).toPass({ timeout: 20_000 });
  }
}

async function expectNextRequestHas(request: APIRequestContext, paths: string[], text: string) {
  for (const path of paths) {
    const fresh = await request.get(path);
    expect(fresh.status(), path).toBe(200);
    expect(await fresh.text(), path).toContain(text);
  }
}

test.describe("a cached page and a change to the data", { tag: "@desktop" }, () => {
  test.use({ baseURL: MODERATION_SITE });
  test.beforeEach(async ({ page }) => asNewClient(page));

  test("an approved donation need is on the map and /donate, in English and Spanish, at the next request", async ({ page, request }) => {
    const need = `E2E Cached Donation Need ${unique()}`;
    await suggest(page, { kind: "donation_need", name: need });
    // The map's data, and the pages listing donation needs.
    const pages = ["/api/places/en", "/donate", "/api/places/es", "/es/donate"];
    await expectCachedWithout(request, pages, need);

    await signIn(page, ANA.email);
    const card = suggestions(page).getByRole("article", { name: need });
    await card.getByLabel("Latitude").fill("34.16");
    await card.getByLabel("Longitude").fill("-118.13");
    await card.getByRole("button", { name: /^Approve/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Suggestion approved" })).toBeVisible();

    await expectNextRequestHas(request, pages, need);
  });

  test("the daily import's new place is on the map in every language, and in the open data, at the next request", async ({ request }) => {
    const name = `E2E Imported Water Station ${unique()}`;
    const openData = ["/api/open-data/places.geojson", "/api/open-data/places.csv", "/api/open-data/hsds/services?kind=resource&per_page=500"];
    const pages = ["/api/places/en", "/api/places/es", "/api/places/zh", "/api/places/ko", ...openData];
    await expectCachedWithout(request, pages, name);

    // An editor adds a row to the sheet; the scheduler calls the import.
    const csv = `external_id,kind,category,name,latitude,longitude\ne2e-${unique()},resource,essentials,${name},34.19,-118.14\n`;
    expect((await request.put(`${url(PORTS.sheet)}/sheet.csv`, { data: csv, headers: { "content-type": "text/csv" } })).status()).toBe(204);
    const imported = await request.post("/api/import", { headers: { authorization: `Bearer ${IMPORT_SECRET}` } });
    expect(imported.status(), await imported.text()).toBe(200);

    await expectNextRequestHas(request, pages, name);
  });

  test("the daily import reads an HSDS 3.0 file (a 211 directory's feed) as well, all or nothing", async ({ request }) => {
    const name = `E2E HSDS Water Station ${unique()}`;
    const service = (id: string, serviceName: string, latitude: number) => ({
      id,
      name: serviceName,
      status: "active",
      schedules: [{ freq: "WEEKLY", byday: "MO,TU", opens_at: "09:00", closes_at: "17:00" }],
      service_at_locations: [{ location: { latitude, longitude: -118.14 } }],
    });
    const put = (body: unknown) => request.put(`${url(PORTS.sheet)}/sheet.csv`, { data: JSON.stringify(body), headers: { "content-type": "application/json" } });
    const run = () => request.post("/api/import", { headers: { authorization: `Bearer ${IMPORT_SECRET}` } });

    // One service outside the area: nothing is imported, and the answer says which and why.
    expect((await put({ contents: [service(`e2e-${unique()}`, name, 34.19), service(`e2e-${unique()}`, "Elsewhere", 40.7)] })).status()).toBe(204);
    const refused = await run();
    expect(refused.status()).toBe(422);
    expect(await refused.text()).toContain("service 2, field latitude: 40.7 is outside Southern California");
    await expectCachedWithout(request, ["/api/places/en"], name);

    expect((await put({ contents: [service(`e2e-${unique()}`, name, 34.19)] })).status()).toBe(204);
    const imported = await run();
    expect(imported.status(), await imported.text()).toBe(200);
    await expectNextRequestHas(request, ["/api/places/en", "/api/open-data/places.geojson"], name);
  });
});

// Every list on the reviewer screens is paged: none is cut short (a review found 4 of 54
// collaboration requests out of reach). The moderation site starts with more collaboration
// requests and more entries due for a check than a page holds (e2e/support/moderation-seed.ts).
// These tests only read, except one check on the stale queue's second page, so the desktop
// tests running alongside on the same site keep their counts.
test.describe("paging the reviewers' lists", { tag: "@phone" }, () => {
  test.use({ baseURL: MODERATION_SITE });
  test.beforeEach(async ({ page }) => asNewClient(page));

  /** LISTS.collaborations.size and LISTS.stale.size (lib/moderation/lists.ts, which a browser test cannot import: it is server-only). */
  const PAGE_SIZE = 5;
  /** "Showing 1–5 of 57 requests." → 57. */
  const totalOf = async (region: ReturnType<typeof collaborations>, rows: string) => {
    const text = (await region.getByText(new RegExp(`^Showing 1–${PAGE_SIZE} of \\d+ ${rows}\\.$`)).textContent()) ?? "";
    return Number(/of (\d+)/.exec(text)?.[1]);
  };
  /** The first row of the last page, and the last page's number. */
  const lastPage = (total: number) => {
    const last = Math.ceil(total / PAGE_SIZE);
    return { last, first: (last - 1) * PAGE_SIZE + 1 };
  };

  test("a reviewer on a phone pages through the collaboration requests by keyboard and by touch, and without JavaScript", async ({ page, browser }, testInfo) => {
    await signIn(page, BEN.email);
    const requests = collaborations(page);
    const heading = requests.getByRole("heading", { level: 2 });
    const counted = (await heading.textContent())!;
    expect(counted).toMatch(/^Collaboration requests \(\d+ unhandled\)$/);
    const total = await totalOf(requests, "requests");
    expect(total).toBeGreaterThanOrEqual(SEEDED_HANDLED_REQUESTS);
    await expect(requests.getByRole("article")).toHaveCount(PAGE_SIZE);
    // The oldest handled request is last in the list: not on the first page.
    const oldest = `${SEEDED_REQUEST_NAME} 01`;
    await expect(requests.getByRole("heading", { name: oldest })).toHaveCount(0);
    const { last, first } = lastPage(total);

    const pager = requests.getByRole("navigation", { name: "Pages of collaboration requests" });
    await expect(pager.getByRole("link", { name: /^Previous page/ })).toHaveCount(0);
    const next = pager.getByRole("link", { name: "Next page of collaboration requests" });
    const box = (await next.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await pager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("collaboration-requests-phone-pager.png") });

    // By keyboard: the link takes the focus, and Enter opens the next page at the list.
    await next.focus();
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/moderate\?collaborations=2#collaborations-title$/);
    await expect(requests.getByText(`Showing ${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of ${total} requests.`)).toBeVisible();
    await expect(requests.getByRole("article")).toHaveCount(PAGE_SIZE);
    // The heading still counts every unhandled request, not the page's.
    await expect(heading).toHaveText(counted);
    await expect(pager).toContainText(`Page 2 of ${last}.`);

    // By touch, back to the first page.
    await pager.getByRole("link", { name: "Previous page of collaboration requests" }).tap();
    await expect(requests.getByText(`Showing 1–${PAGE_SIZE} of ${total} requests.`)).toBeVisible();
    await expect(page).toHaveURL(/\/moderate#collaborations-title$/);

    // The last page has the oldest, and no next page.
    await page.goto(`/moderate?collaborations=${last}#collaborations-title`);
    await expect(requests.getByText(`Showing ${first}–${total} of ${total} requests.`)).toBeVisible();
    await expect(requests.getByRole("article")).toHaveCount(total - first + 1);
    await expect(requests.getByRole("heading", { name: oldest })).toBeVisible();
    await expect(pager.getByRole("link", { name: /^Next page/ })).toHaveCount(0);

    // Without JavaScript: the same server-rendered links, followed as plain links.
    const noScript = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`${MODERATION_SITE}/moderate`);
    await collaborations(plain).getByRole("link", { name: "Next page of collaboration requests" }).tap();
    await expect(plain).toHaveURL(/\/moderate\?collaborations=2#collaborations-title$/);
    await expect(collaborations(plain).getByText(`Showing ${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of ${total} requests.`)).toBeVisible();
    // A request's message opens with a tap, without JavaScript too.
    const card = collaborations(plain).getByRole("article").first();
    await expect(card.getByText("We can bring volunteers.")).toBeHidden();
    await card.locator("summary", { hasText: "Message and contact" }).tap();
    await expect(card.getByText("We can bring volunteers.")).toBeVisible();
    await noScript.close();
  });

  test("a page past the last shows the last page and says so; a page that is no number shows the first", async ({ page }) => {
    await signIn(page, BEN.email);
    const total = await totalOf(collaborations(page), "requests");
    const { first } = lastPage(total);
    const response = await page.goto("/moderate?collaborations=999");
    expect(response?.status()).toBe(200);
    await expect(
      collaborations(page).getByText(`There is no page 999, so the last page is shown: showing ${first}–${total} of ${total} requests.`),
    ).toBeVisible();
    await expect(collaborations(page).getByRole("article")).toHaveCount(total - first + 1);
    await page.goto("/moderate?collaborations=two");
    await expect(collaborations(page).getByText(`Showing 1–${PAGE_SIZE} of ${total} requests.`)).toBeVisible();
  });

  test("checking an entry on the stale queue's second page brings the reviewer back to that page", async ({ page }) => {
    await signIn(page, BEN.email);
    const queue = page.getByRole("region", { name: /Needs checking/ });
    const total = await totalOf(queue, "entries");
    expect(total).toBeGreaterThan(PAGE_SIZE + 1);
    await expect(queue.getByRole("heading", { level: 2 })).toHaveText(`Needs checking (${total})`);
    await queue.getByRole("link", { name: "Next page of entries to check" }).tap();
    await expect(page).toHaveURL(/\/moderate\?stale=2#stale-title$/);
    await expect(queue.getByText(new RegExp(`^Showing ${PAGE_SIZE + 1}–\\d+ of \\d+ entries\\.$`))).toBeVisible();

    const entry = queue.getByRole("article").first();
    const name = (await entry.getByRole("heading").textContent())!.trim();
    // Its edit link (under "Check it"), and the answer of an edit, come back to this page too.
    await openCheck(entry);
    await expect(entry.getByRole("link", { name: /^Changed\? Edit this entry/ })).toHaveAttribute("href", /\?from=queue&stale=2#entry-edit-title$/);
    await entry.getByLabel("Site visit", { exact: true }).check();
    await entry.getByRole("button", { name: /^Still right/ }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Marked as checked just now" })).toBeVisible();
    // The answer's parameters are dropped once shown: a reload neither repeats it nor jumps again.
    await expect(page).toHaveURL(/\/moderate\?stale=2#stale-title$/);
    await expect(queue.getByText(new RegExp(`^Showing ${PAGE_SIZE + 1}–\\d+ of \\d+ entries\\.$`))).toBeVisible();
    await expect(queue.getByRole("heading", { name, exact: true })).toHaveCount(0);
  });
});

// The reviewers' screens are short and navigable on a phone (issue 27): a summary of the queues
// at the top, each a jump link; an action far down the page answers there; and none of the
// residents' safety notice or FAQ chat, which covered entry titles.
test.describe("the reviewers' screens on a phone", { tag: "@phone" }, () => {
  test.use({ baseURL: MODERATION_SITE });
  test.beforeEach(async ({ page }) => asNewClient(page));

  test("the summary counts each queue and jumps to it; an action far down the page leaves the reviewer at that queue", async ({ page }, testInfo) => {
    const sender = `E2E Far Organizer ${Date.now().toString(36)}`;
    await sendCollaboration(page, sender);
    await signIn(page, BEN.email);
    const requests = collaborations(page);
    const heading = requests.getByRole("heading", { level: 2 });
    const unhandled = Number(/\((\d+) unhandled\)/.exec((await heading.textContent()) ?? "")?.[1]);
    const summary = page.getByRole("navigation", { name: "Queues" });
    const jump = summary.getByRole("link", { name: /^Collaboration requests/ });
    await expect(jump).toHaveText(`Collaboration requests${unhandled} unhandled`);
    await expect(heading).not.toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("moderation-phone-summary.png") });

    await jump.tap();
    await expect(heading).toBeInViewport();
    // Under the fixed bar, not behind it.
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(60);
    const far = await page.evaluate(() => window.scrollY);
    expect(far).toBeGreaterThan(844);

    await requests.getByRole("article", { name: sender }).getByRole("button", { name: /^Mark handled/ }).tap();
    const status = page.getByRole("status").filter({ hasText: "Collaboration request marked handled" });
    await expect(status).toBeInViewport();
    await expect(heading).toHaveText(`Collaboration requests (${unhandled - 1} unhandled)`);
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    // Not back at the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
    await page.screenshot({ path: testInfo.outputPath("moderation-phone-after-action.png") });
    await status.getByRole("button", { name: "Dismiss" }).tap();
    await expect(status).toHaveCount(0);
  });

  test("has neither the residents' safety notice nor the FAQ chat; the residents' pages keep both, after the reviewers' too", async ({ page }) => {
    await signIn(page, BEN.email);
    await hydrated(page);
    await expect(page.getByRole("region", { name: /Needs checking/ })).toBeVisible();
    await expect(page.locator("#safety-notice-title")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open FAQ chat" })).toHaveCount(0);
    // An entry's own page too.
    await page.getByRole("region", { name: /Needs checking/ }).getByRole("article").first().locator("summary", { hasText: "Check it" }).tap();
    await page.getByRole("link", { name: /^Changed\? Edit this entry/ }).first().tap();
    await expect(page.getByRole("region", { name: "Edit it" })).toBeVisible();
    await expect(page.locator("#safety-notice-title")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open FAQ chat" })).toHaveCount(0);

    // From there to a residents' page (another root layout: the browser loads it whole): both are back.
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Volunteer", exact: true }).tap();
    await expect(page).toHaveURL(/\/volunteer$/);
    // In the page (whether they show is theirs to say: a dismissed notice, a chat button stepping aside).
    await expect(page.locator("#safety-notice-title")).toBeAttached();
    await expect(page.getByRole("button", { name: "Open FAQ chat", includeHidden: true })).toBeAttached();
  });
});
