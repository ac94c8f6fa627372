import { expect, hydrated, ROUTES, test } from "./fixtures";
import { HIDE_DISMISSED_NOTICE } from "../lib/security/inline-scripts";
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

/** Not pages: their CSP allows scripts from this origin only (docs/security.md). */
const RESOURCES = ["/api/footer", "/robots.txt", "/favicon.ico", "/sw.js"];

test.describe("security headers", () => {
  for (const path of [...ROUTES, "/suggest", "/es/donate", "/no-such-page", ...RESOURCES]) {
    test(`${path} carries every security header and a CSP that blocks framing and eval`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(REQUIRED)) expect(headers[name], name).toMatch(pattern);
      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      // Public pages are shared by everyone, so no nonce can reach them: this origin and inline
      // scripts (Next's page data), no other origin. Everything else: this origin only.
      expect(csp.get("script-src")).toEqual(RESOURCES.includes(path) ? ["'self'"] : ["'self'", "'unsafe-inline'"]);
    });
  }

  test("per-user pages (/moderate) allow scripts by a fresh nonce only", async ({ request }) => {
    const nonces = [];
    for (const path of ["/moderate", "/es/moderate"]) {
      const response = await request.get(url(PORTS.moderation) + path);
      expect(response.status()).toBe(200);
      const script = directives(response.headers()["content-security-policy"]!).get("script-src")!;
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(script[0]!)?.[1];
      expect(nonce).toBeTruthy();
      nonces.push(nonce);
      expect(script).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
      const html = await response.text();
      // No safety notice on the reviewers' screens, so no head script: every script carries the nonce.
      expect(html).not.toContain(HIDE_DISMISSED_NOTICE);
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(3);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.headers()["cache-control"]).toMatch(/private|no-store/);
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
    // Under the nonce policy: Next's scripts run (the page hydrates).
    await page.goto(`${url(PORTS.moderation)}/moderate`);
    await hydrated(page);
    expect(await violations()).toEqual([]);
  });
});
