// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function get() {
  const { GET } = await import("@/app/api/footer/route");
  const response = GET();
  return { status: response.status, body: await response.json() };
}

describe("GET /api/footer (this site's own footer record)", () => {
  it("answers in the CMS's shape with the configured links", async () => {
    vi.stubEnv("FOOTER_INSTAGRAM_URL", "https://instagram.com/ours");
    vi.stubEnv("FOOTER_LINKEDIN_URL", "https://linkedin.com/company/ours");
    vi.stubEnv("FOOTER_FACEBOOK_URL", "https://facebook.com/ours");
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        InstagramLink: "https://instagram.com/ours",
        LinkedinLink: "https://linkedin.com/company/ours",
        FacebookLink: "https://facebook.com/ours",
      },
    });
  });

  it("falls back to defaults when nothing is configured", async () => {
    vi.stubEnv("FOOTER_INSTAGRAM_URL", "");
    const { body } = await get();
    expect(body.data.InstagramLink).toMatch(/^https:\/\//);
  });

  it("refuses to start with a configured link that is not http(s)", async () => {
    vi.stubEnv("FOOTER_FACEBOOK_URL", "javascript:alert(1)");
    await expect(get()).rejects.toThrow(/FOOTER_FACEBOOK_URL/);
  });
});
