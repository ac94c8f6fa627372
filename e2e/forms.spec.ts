import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const FOOD_ALTADENA = "00000000-0000-4000-8000-000000000001";
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function openContactForm(page: Page) {
  await page.goto("/contact");
  await hydrated(page);
  return page.getByRole("form", { name: "Collaboration form" });
}

async function fillCollaboration(page: Page, message = "We run a pantry and can share supplies every week.") {
  const form = page.getByRole("form", { name: "Collaboration form" });
  await form.getByLabel("Your name").fill("Ana Example");
  await form.getByLabel("Organization").fill("Example Mutual Aid");
  await form.getByLabel("E-mail").fill("ana@example.org");
  await form.getByLabel("Phone").fill("(626) 555-0142");
  await form.getByLabel("How would you like to work with us?").selectOption("supplies");
  await form.getByLabel("Message", { exact: true }).fill(message);
  await form.getByLabel("You may contact me about this message.").check();
  return form;
}

/** Server actions are POSTs carrying a Next-Action header. */
const isAction = (method: string, headers: Record<string, string>) => method === "POST" && "next-action" in headers;

test.describe("collaboration form", { tag: "@phone" }, () => {
  test("says how long a message may be before it is too long, and stops there", async ({ page }) => {
    const form = await openContactForm(page);
    const message = form.getByLabel("Message", { exact: true });
    await expect(form.getByTestId("count-message")).toHaveText("0 of 5000 characters");
    await message.fill("Water and diapers.");
    await expect(form.getByTestId("count-message")).toHaveText("18 of 5000 characters");
    // A 20,000-character paste keeps the first 5,000, and the counter says the limit is reached.
    await message.fill("x".repeat(20_000));
    expect((await message.inputValue()).length).toBe(5000);
    await expect(form.getByTestId("count-message")).toHaveText("5000 of 5000 characters");
    await expect(form.getByLabel("Your name")).toHaveAttribute("maxlength", "120");
  });

  test("sends and confirms, with a toast", async ({ page }) => {
    await openContactForm(page);
    const form = await fillCollaboration(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We received your message" }).first()).toBeVisible();
    await expect(page.locator(".toast-area").getByText(/We received your message/)).toBeVisible();
  });

  test("shows each validation message next to its field, announced to screen readers", async ({ page }) => {
    const form = await openContactForm(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    const expectations: [string, string][] = [
      ["Your name", "Enter your name."],
      ["E-mail", "Enter an e-mail address like name@example.org."],
      ["How would you like to work with us?", "Choose how you would like to work with us."],
      ["Message", "Tell us a little more (at least 10 characters)."],
      ["You may contact me about this message.", "We can only reply if you agree to be contacted."],
    ];
    for (const [label, message] of expectations) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0]!;
      await expect(page.locator(`#${errorId}`)).toHaveText(message);
      await expect(page.locator(`#${errorId}`)).toHaveAttribute("aria-live", "polite");
    }
    await form.getByLabel("Phone").fill("call me maybe");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#field-phone-error")).toHaveText("Use only digits, spaces and + ( ) - .");
  });

  test("keeps every field when saving fails", async ({ page }) => {
    await openContactForm(page);
    await page.route("**/contact", (route) =>
      isAction(route.request().method(), route.request().headers()) ? route.fulfill({ status: 503, body: "down" }) : route.fallback(),
    );
    const form = await fillCollaboration(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toContainText("Your answers are still in the form");
    await expect(page.locator(".toast-area").getByText(/Your answers are still in the form/)).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Ana Example");
    await expect(form.getByLabel("Organization")).toHaveValue("Example Mutual Aid");
    await expect(form.getByLabel("E-mail")).toHaveValue("ana@example.org");
    await expect(form.getByLabel("Phone")).toHaveValue("(626) 555-0142");
    await expect(form.getByLabel("How would you like to work with us?")).toHaveValue("supplies");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("We run a pantry and can share supplies every week.");
    await expect(form.getByLabel("You may contact me about this message.")).toBeChecked();
    // Back online: the same form goes through.
    await page.unroute("**/contact");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We received your message" }).first()).toBeVisible();
  });

  test("an edit sent after a lost answer is not dropped: the form says so, keeps it, and sends it as a new message", async ({ page }) => {
    await openContactForm(page);
    const keys: string[] = [];
    page.on("request", (r) => {
      if (isAction(r.method(), r.headers())) keys.push(JSON.parse(r.postData() ?? "[]")[0]?.idempotencyKey);
    });
    // The first send reaches the server and is saved, but its answer never reaches the browser.
    await page.route("**/contact", async (route) => {
      if (!isAction(route.request().method(), route.request().headers())) return route.fallback();
      await route.fetch();
      await route.abort("connectionreset");
    });
    const form = await fillCollaboration(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toContainText("Your answers are still in the form");
    await page.unroute("**/contact");

    // The visitor edits the message and sends again: the same key, other content.
    const edited = "We run a pantry and can share supplies every week, and deliver on Fridays.";
    await form.getByLabel("Message", { exact: true }).fill(edited);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "We already received an earlier version of this form. Your changes are still in the form: send it again and we will receive this version too.",
    );
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(edited);
    await expect(form.getByLabel("Your name")).toHaveValue("Ana Example");
    await expect(form.getByLabel("E-mail")).toHaveValue("ana@example.org");
    await expect(form.getByLabel("How would you like to work with us?")).toHaveValue("supplies");
    await expect(form.getByLabel("You may contact me about this message.")).toBeChecked();

    // Sending again delivers the edited version, under a new key.
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We received your message" }).first()).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("says when to try again after too many submissions", async ({ page }) => {
    for (let i = 0; i < 5; i++) {
      await openContactForm(page);
      const form = await fillCollaboration(page, `Message number ${i} about supplies.`);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status").filter({ hasText: "We received your message" }).first()).toBeVisible();
    }
    await openContactForm(page);
    const form = await fillCollaboration(page, "One message too many, sent too fast.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText(/Please try again in (1 minute|[2-9]\d* minutes|\d{2,} minutes)\./);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("One message too many, sent too fast.");
  });

  test("a double click sends one request at a time with one idempotency key", async ({ page }) => {
    await openContactForm(page);
    const keys: string[] = [];
    page.on("request", (r) => {
      if (isAction(r.method(), r.headers())) keys.push(JSON.parse(r.postData() ?? "[]")[0]?.idempotencyKey);
    });
    const form = await fillCollaboration(page);
    await form.getByRole("button", { name: "Send message" }).dblclick();
    await expect(page.getByRole("status").filter({ hasText: "We received your message" }).first()).toBeVisible();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe("suggest a place", { tag: "@phone" }, () => {
  test("validates, then sends a suggestion with a point picked on the map", async ({ page }) => {
    await page.goto("/suggest");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Suggest a place" });
    await form.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.locator("#field-kind-error")).toHaveText("Choose what kind of place this is.");
    await expect(page.locator("#field-name-error")).toHaveText("Enter the name of the place.");
    await expect(page.locator("#field-address-error")).toHaveText("Enter an address or pick the place on the map.");
    await expect(page.locator("#field-source-error")).toHaveText("Tell us where this information comes from.");

    await form.getByLabel("Kind of place").selectOption("resource");
    await form.getByLabel("Category").selectOption("essentials");
    await form.getByLabel("Name of the place").fill(unique("E2E Water Station"));
    await form.getByRole("button", { name: "Pick on the map" }).click();
    await form.locator(".leaflet-container").click({ position: { x: 120, y: 100 } });
    await expect(form.getByText(/Point chosen: 3\d\.\d+, -11\d\.\d+/)).toBeVisible();
    await form.getByLabel("Where does this information come from?").fill("I volunteer there.");
    await form.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.getByRole("status").filter({ hasText: "before it appears on the map" }).first()).toBeVisible();
  });
});

test.describe("report a problem", { tag: "@phone" }, () => {
  test("a report is stored and the entry shows a discreet notice", async ({ page }) => {
    await page.goto(`/?q=community+food&view=list#map`);
    await hydrated(page);
    const card = page.locator(`#place-card-${FOOD_ALTADENA}`);
    await card.getByText("More details").click();
    await card.getByRole("button", { name: "Report a problem" }).click();
    const form = card.getByRole("form", { name: "Report a problem" });
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await form.getByLabel("It is full").check();
    await form.getByLabel("Note").fill("The line was very long and they turned people away at noon.");
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(card.getByText("Thank you. We will check this place.")).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(page.locator(`#place-card-${FOOD_ALTADENA}`).getByTestId("reported-notice")).toBeVisible();
  });
});
