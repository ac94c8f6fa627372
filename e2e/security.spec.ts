import { expect, hydrated, ROUTES, test } from "./fixtures";
import { PORTS, url } from "./support/ports";

const REQUIRED = {
  "strict-transport-security": /max-age=\d{7,}/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /(^|, )geolocation=\(self\)(,|$)/,
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe("security headers", () => {
  for (const path of [...ROUTES, "/suggest", "/no-such-page", "/api/footer", "/robots.txt", "/favicon.ico", "/sw.js"]) {
    test(`${path} carries every security header and a CSP that blocks framing and eval`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(REQUIRED)) expect(headers[name], name).toMatch(pattern);
      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    });
  }

  test("pages allow scripts by a fresh nonce only, and every script in the page carries it", async ({ request }) => {
    const nonces = [];
    for (const path of ["/", "/contact"]) {
      const response = await request.get(path);
      const script = directives(response.headers()["content-security-policy"]!).get("script-src")!;
      expect(script).toHaveLength(2);
      expect(script[1]).toBe("'strict-dynamic'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(script[0]!)?.[1];
      expect(nonce).toBeTruthy();
      nonces.push(nonce);
      const tags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(3);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("the CSP allows exactly what the site uses: tiles, the CMS, its own origin", async ({ request }) => {
    const csp = directives((await request.get("/")).headers()["content-security-policy"]!);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://a.tile.openstreetmap.org", "https://b.tile.openstreetmap.org", "https://c.tile.openstreetmap.org"]);
    // The e2e build reads its footer links from the CMS stub; translation goes through our own /api/translate.
    expect(csp.get("connect-src")).toEqual(["'self'", url(PORTS.cms)]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
  });

  test("using the site breaks no rule of its policy: map, chat, language, forms", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { violations: string[] }).violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await page.goto("/#map");
    await hydrated(page);
    await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Open FAQ chat" }).click();
    await page.getByRole("button", { name: "How can I volunteer?" }).click();
    await expect(page.getByTestId("chat-panel")).toContainText("Thank you for wanting to help");
    expect(await violations()).toEqual([]);
    // In Spanish on the zero-configuration site: on the main site this would call the shared
    // translation stub, whose call count e2e/i18n.spec.ts checks.
    await page.goto(`${url(PORTS.zeroConfig)}/contact?lang=es`);
    await hydrated(page);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.locator("[aria-invalid=\"true\"]").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
