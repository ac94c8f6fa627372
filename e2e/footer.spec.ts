import { expect, hydrated, test } from "./fixtures";
import { FOOTER } from "../lib/footer/settings";
import { PORTS } from "./support/ports";

const CMS_FOOTER = new RegExp(`127\\.0\\.0\\.1:${PORTS.cms}/api/footer$`);

test.describe("footer", () => {
  test("shows the logo, social links and the copyright line", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /LA Wildfire Relief/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^E-mail / })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("list", { name: "Social" }).getByRole("link")).toHaveCount(3);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test.describe("CMS links", () => {
    test("are fetched from the CMS, shown in order and stored for the session; the next page reads storage", async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (r) => {
        if (CMS_FOOTER.test(r.url())) requests.push(r.url());
      });
      await page.goto("/");
      const links = page.getByTestId("cms-links").getByRole("link");
      await expect(links).toHaveText(["Instagram", "LinkedIn", "Facebook"]);
      await expect(links.first()).toHaveAttribute("href", "https://www.instagram.com/stub-relief");
      const stored = await page.evaluate((key) => sessionStorage.getItem(key), FOOTER.storageKey);
      expect(JSON.parse(stored!)).toHaveLength(3);
      expect(requests).toHaveLength(1);

      await page.goto("/wildfireguide");
      await expect(page.getByTestId("cms-links").getByRole("link")).toHaveText(["Instagram", "LinkedIn", "Facebook"]);
      expect(requests).toHaveLength(1);
    });

    test.describe("when the CMS answers 500", () => {
      test.use({ cmsScenario: "error" });
      test("shows no CMS links, no error, and stores nothing", async ({ page }) => {
        const answered = page.waitForResponse(CMS_FOOTER);
        await page.goto("/donate");
        expect((await answered).status()).toBe(500);
        await hydrated(page);
        await expect(page.getByTestId("cms-links")).toHaveCount(0);
        await expect(page.locator("footer")).not.toContainText(/error|failed|unavailable/i);
        await expect(page.locator(".toast-area")).toBeEmpty();
        expect(await page.evaluate((key) => sessionStorage.getItem(key), FOOTER.storageKey)).toBeNull();
      });
    });

    test.describe("when the CMS sends a javascript: link", () => {
      test.use({ cmsScenario: "invalid" });
      test("drops it and keeps the others", async ({ page }) => {
        await page.goto("/volunteer");
        const links = page.getByTestId("cms-links").getByRole("link");
        await expect(links).toHaveText(["Instagram", "Facebook"]);
        expect(await page.locator("a[href^='javascript']").count()).toBe(0);
      });
    });
  });
});
