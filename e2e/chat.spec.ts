import { expect, hydrated, test } from "./fixtures";
import { CHAT } from "../lib/chat/settings";
import { faq as englishFaq } from "../lib/content/en/faq";

const FAQS = englishFaq.faqs;

test.describe("FAQ chat", () => {
  test("opens from the icon at the size the viewport calls for, and closes from its header", async ({ page }) => {
    await page.goto("/donate");
    await hydrated(page);
    const icon = page.getByRole("button", { name: "Open FAQ chat" });
    const iconBox = await icon.boundingBox();
    const viewport = page.viewportSize()!;
    // Floating bottom-right.
    expect(iconBox!.x + iconBox!.width).toBeGreaterThan(viewport.width - 40);
    expect(iconBox!.y + iconBox!.height).toBeGreaterThan(viewport.height - 40);

    await icon.click();
    const panel = page.getByTestId("chat-panel");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    const expectedWidth = viewport.width <= CHAT.narrowViewportMaxPx ? CHAT.panelWidthNarrowPx : CHAT.panelWidthWidePx;
    expect(Math.round(box.width)).toBe(expectedWidth);
    expect(Math.abs(box.height - viewport.height * CHAT.panelHeightRatio)).toBeLessThanOrEqual(1);
    await expect(panel.getByRole("button", { name: "Close FAQ chat" })).toBeFocused();
    await expect(panel.getByRole("log")).toContainText("Hi!");
    for (const faq of FAQS) await expect(panel.getByRole("button", { name: faq.question })).toBeVisible();

    await panel.getByRole("button", { name: "Close FAQ chat" }).click();
    await expect(panel).toHaveCount(0);
    await expect(icon).toBeFocused();
  });

  test("on a phone the button steps aside while the visitor scrolls down, and returns when they scroll up @phone", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const icon = page.getByRole("button", { name: "Open FAQ chat" });
    await expect(icon).toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(icon).toHaveAttribute("data-stepped-aside", "true");
    await expect(icon).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(icon).toHaveAttribute("data-stepped-aside", "false");
    await expect(icon).toBeInViewport();
  });

  test("Escape closes the panel", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open FAQ chat" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("chat-panel")).toHaveCount(0);
  });

  test("a question shows the typing indicator, then the answer, then the questions again on request", async ({ page }) => {
    await page.goto("/volunteer");
    await hydrated(page);
    await page.getByRole("button", { name: "Open FAQ chat" }).click();
    const panel = page.getByTestId("chat-panel");
    const faq = FAQS.find((f) => f.id === "donations")!;
    // The dots change while typing (every 200 ms). Watched in the page from before the tap, on
    // every DOM change, until the indicator goes: a slow test machine can neither miss the
    // indicator (it may come and go between two polls) nor the change of its dots.
    await page.evaluate(() => {
      const seen = new Set<string>();
      const record = () => {
        const el = document.querySelector("[data-testid=typing-dots]");
        if (el) seen.add(el.textContent ?? "");
      };
      const observer = new MutationObserver(record);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as { typingDotsSeen: Set<string> }).typingDotsSeen = seen;
    });
    await panel.getByRole("button", { name: faq.question }).click();

    const log = panel.getByRole("log");
    await expect(log.locator("[data-sender=user]").last()).toContainText(faq.question);

    await expect(panel.getByTestId("typing-indicator")).toHaveCount(0);
    const distinct = await page.evaluate(() => (window as unknown as { typingDotsSeen: Set<string> }).typingDotsSeen.size);
    expect(distinct).toBeGreaterThan(1);
    await expect(log.locator("[data-sender=bot]").last()).toContainText("pet supplies");
    // The questions fold away after an answer (the answer gets the panel), one tap from coming back.
    await expect(panel.getByRole("button", { name: FAQS[0]!.question })).toHaveCount(0);
    const [logBox, panelBox] = await Promise.all([log.boundingBox(), panel.boundingBox()]);
    expect(logBox!.height).toBeGreaterThan(panelBox!.height * 0.6);
    await panel.getByRole("button", { name: "Ask another question" }).click();
    await expect(panel.getByRole("button", { name: FAQS[0]!.question })).toBeVisible();
  });

  test("a link in an answer takes the visitor to the page and closes the chat", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open FAQ chat" }).click();
    const panel = page.getByTestId("chat-panel");
    await panel.getByRole("button", { name: FAQS[6]!.question }).click();
    await panel.getByRole("link", { name: /collaboration form/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toHaveCount(0);
  });
});
