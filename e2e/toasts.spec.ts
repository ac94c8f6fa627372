import { expect, hydrated, test } from "./fixtures";

test("toasts appear at the bottom left: going offline and back online", async ({ page, context }) => {
  await page.goto("/wildfireguide");
  await hydrated(page);
  await context.setOffline(true);
  const offline = page.getByText(/You are offline/);
  await expect(offline).toBeVisible();
  // The toast card is the message's ancestor painted in the theme's black.
  const box = await offline.evaluate(async (el) => {
    let card: Element | null = el;
    while (card && getComputedStyle(card).backgroundColor !== "rgb(10, 10, 10)") card = card.parentElement;
    // Measured where it comes to rest, not halfway through its entrance (it grows from the corner).
    const entrance = card!.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(entrance.map((a) => a.finished));
    const r = card!.getBoundingClientRect();
    return { left: r.left, right: r.right, bottom: r.bottom };
  });
  const viewport = page.viewportSize()!;
  expect(box.left).toBeLessThan(48);
  // Anchored left: its centre is never right of the screen's centre (a full-width toast on a phone sits on it).
  expect((box.left + box.right) / 2).toBeLessThanOrEqual(viewport.width / 2 + 1);
  expect(box.bottom).toBeGreaterThan(viewport.height - 40);

  await context.setOffline(false);
  await expect(page.getByText(/You are back online/)).toBeVisible();
  await expect(offline).toHaveCount(0);
});
