import type { Locator } from "@playwright/test";
import { localizeHref, type Language } from "../lib/i18n/languages";
import { hydrated, test } from "./fixtures";
import { messagesIn } from "./support/locales";
import { onScreenBelowBar } from "./support/on-screen";

/**
 * After a send, what the person needs to read is on screen, below the site's bar (issue 40): the
 * confirmation that takes the form's place is scrolled into view and focused, never left under the
 * bar or above the screen with the footer and a toast in view. On a 390×844 phone; Farsi is right
 * to left. (The alerts' follow panel: e2e/alerts-panel.spec.ts.)
 */
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

/** The confirmation in `scope` (the toast says the same words, outside the page's main part). */
const confirmation = (scope: Locator, text: string) => scope.getByRole("status").filter({ hasText: text });

test.describe("a sent message, on a phone", { tag: "@phone" }, () => {
  for (const language of ["en", "es", "fa"] as const) {
    test(`${language}: the contact form's thank-you is on screen, below the bar`, async ({ page }) => {
      const words = messagesIn(language);
      await page.goto(at(language, "/contact"));
      await hydrated(page);
      const form = page.locator("form");
      await form.locator("#field-name").fill("Ana");
      await form.locator("#field-email").fill("ana@example.org");
      await form.locator("#field-kind").selectOption({ index: 1 });
      await form.locator("#field-message").fill("We run a pantry and want to list it.");
      await form.locator("#field-consent").check();
      await form.locator("button[type=submit]").click();
      await onScreenBelowBar(page, confirmation(page.locator("main"), words["Thank you. We received your message and will reply by e-mail."]!));
    });
  }

  test("en: a suggested place's thank-you is on screen, below the bar", async ({ page }) => {
    await page.goto("/suggest");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Suggest a place" });
    await form.getByLabel("Kind of place").selectOption("resource");
    await form.getByLabel("Category").selectOption("essentials");
    await form.getByLabel("Name of the place").fill(unique("E2E Phone Charging Tent"));
    await form.getByLabel("Address").fill("100 Example Ave, Pasadena");
    await form.getByLabel("Where does this information come from?").fill("I volunteer there.");
    await form.getByRole("button", { name: "Send suggestion" }).click();
    await onScreenBelowBar(page, confirmation(page.locator("main"), "Thank you. We will check this place before it appears on the map."));
  });

  test("en: a reported problem's thank-you is on screen, below the bar", async ({ page }) => {
    // A place no other test reads the card of: the report adds a notice to it.
    await page.goto("/?q=dog+walkers&view=list#map");
    await hydrated(page);
    const card = page.getByTestId("place-list").locator("> li").first();
    await card.getByText("More details").click();
    await card.getByRole("button", { name: "Report a problem" }).click();
    const form = card.getByRole("form", { name: "Report a problem" });
    await form.getByLabel("It is full").check();
    await form.getByLabel("Note").fill("No shifts left this week.");
    // The form's button at the top of the screen, as after scrolling down to it.
    await form.getByRole("button", { name: "Send report" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await form.getByRole("button", { name: "Send report" }).click();
    await onScreenBelowBar(page, confirmation(card, "Thank you. We will check this place."));
  });
});
