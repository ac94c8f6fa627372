import { localizeHref, type Language } from "../lib/i18n/languages";
import { expect, hydrated, test } from "./fixtures";
import { messagesIn } from "./support/locales";
import { settledAtRefine } from "./support/settle";

/**
 * "Shelter tonight" is a place where people can stay (issue 40): with "Pets allowed", a family with
 * a dog is never sent to a shelter for animals only. Those are found under "Help for animals", and
 * their card says, in words and in the page's language, that people cannot stay there. On a 390×844
 * phone, from the visitor's position in Pasadena; Farsi is right to left.
 */
const PASADENA = { latitude: 34.1478, longitude: -118.1445 };
/** The seed's open shelter for people that takes pets (fixture 002), and its shelters for animals only. */
const PEOPLE_WITH_PETS = "00000000-0000-4000-8000-000000000002";
const ANIMAL_SHELTERS = ["00000000-0000-4000-8000-000000000038", "00000000-0000-4000-8000-000000000039", "00000000-0000-4000-8000-000000000040"];
const at = (language: Language, path: string) => localizeHref(language, path, { explicit: language !== "en" });

test.describe("shelter tonight, with pets, on a phone", () => {
  test.use({ geolocation: PASADENA, permissions: ["geolocation"] });

  for (const language of ["en", "es", "fa", "zh-Hant"] as const) {
    test(`${language}: lists only places where people can stay, and "Print or share this list" is on screen`, { tag: "@phone" }, async ({ page }) => {
      const words = messagesIn(language);
      await page.goto(at(language, "/"));
      await hydrated(page);
      await page.locator('[data-need="shelter"]').click();
      await hydrated(page);
      await settledAtRefine(page);
      await page.getByRole("checkbox", { name: words["Pets allowed"]! }).check();
      await expect(page).toHaveURL(/pets=1/);

      const list = page.getByTestId("place-list");
      await expect(list.locator("> li").first()).toHaveAttribute("data-place-id", PEOPLE_WITH_PETS);
      const listed = await list.locator("> li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-place-id")));
      expect(listed.filter((id) => ANIMAL_SHELTERS.includes(id!))).toEqual([]);
      await expect(list.locator('[data-field="animals-only"]')).toHaveCount(0);
      // Where people look for what to do with the results: on the results line, in view.
      await expect(page.getByTestId("print-link")).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId("print-link")).toHaveText(words["Print or share this list"]!);
    });
  }
});

test.describe("help for animals", () => {
  test.use({ geolocation: PASADENA, permissions: ["geolocation"] });

  for (const language of ["en", "es", "fa", "hy", "vi"] as const) {
    test(`${language}: an animal shelter says on its card, in words, that people cannot stay, and never "Pets allowed"`, { tag: "@phone" }, async ({ page }) => {
      const words = messagesIn(language);
      await page.goto(at(language, "/"));
      await hydrated(page);
      await page.locator('[data-need="animals"]').click();
      await hydrated(page);
      const card = page.locator(`[data-place-id="${ANIMAL_SHELTERS[0]}"]`);
      await card.scrollIntoViewIfNeeded();
      // Before "More details": in the part of the card that is always in view.
      const line = card.locator('[data-field="animals-only"]');
      await expect(line).toBeVisible();
      await expect(line).toHaveText(words["For animals only: people cannot stay here."]!);
      await card.getByText(words["More details"]!).click();
      await expect(card.getByRole("list", { name: words["Eligibility"]! })).toBeVisible();
      await expect(card.getByRole("list", { name: words["Eligibility"]! })).not.toContainText(words["Pets allowed"]!);
    });
  }

  test('the "Pets allowed" filter never finds a shelter for animals only, under any need', { tag: "@phone" }, async ({ page }) => {
    for (const address of ["/?kind=shelter&pets=1&view=list#map", "/?kind=resource,shelter&category=animal_support&pets=1&view=list#map"]) {
      await page.goto(address);
      await hydrated(page);
      const listed = await page.getByTestId("place-list").locator("> li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-place-id")));
      expect(listed.length, address).toBeGreaterThan(0);
      expect(listed.filter((id) => ANIMAL_SHELTERS.includes(id!)), address).toEqual([]);
    }
  });
});
