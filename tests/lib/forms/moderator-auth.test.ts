// @vitest-environment node
import * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isModerator,
  MODERATOR_PATH,
  MODERATOR_SESSION_SECONDS,
  sessionCookieOptions,
  sessionValue,
  tokenMatches,
} from "@/lib/forms/moderator-auth";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const TOKEN = "e2e-moderator-token-123";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("tokenMatches", () => {
  it("accepts exactly the configured token", () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
  });

  it("refuses anything else, whatever its length", () => {
    for (const given of ["", "e2e", TOKEN.slice(0, -1), `${TOKEN} `, ` ${TOKEN}`, TOKEN.toUpperCase(), `${TOKEN}${"x".repeat(10_000)}`]) {
      expect(tokenMatches(given, TOKEN), JSON.stringify(given.slice(0, 40))).toBe(false);
    }
  });

  it("refuses everything when no token is configured, even an empty one", () => {
    expect(tokenMatches("", undefined)).toBe(false);
    expect(tokenMatches("", "")).toBe(false);
    expect(tokenMatches("anything", undefined)).toBe(false);
  });

  it("refuses values that are not text (a file field, a missing field)", () => {
    expect(tokenMatches(null, TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
    expect(tokenMatches(new Blob([TOKEN]), TOKEN)).toBe(false);
    expect(tokenMatches(["e2e-moderator-token-123"], TOKEN)).toBe(false);
  });

  it("compares equal-length SHA-256 digests with timingSafeEqual, never the raw strings", () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    tokenMatches("short", TOKEN);
    tokenMatches(`${TOKEN}-and-much-longer`, TOKEN);
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [a, b] of spy.mock.calls) {
      expect(Buffer.isBuffer(a) && Buffer.isBuffer(b)).toBe(true);
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });
});

describe("sessionValue", () => {
  it("is a stable HMAC-SHA256 of the token (hex), not the token itself", () => {
    const value = sessionValue(TOKEN);
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(value).toBe(sessionValue(TOKEN));
    expect(value).not.toContain(TOKEN);
    expect(value).toBe(crypto.createHmac("sha256", TOKEN).update("moderator-session:v1").digest("hex"));
    // Not a plain hash of the token either (which anyone could compute from a guess without the key).
    expect(value).not.toBe(crypto.createHash("sha256").update(TOKEN).digest("hex"));
  });

  it("changes with the token, so changing the token signs everyone out", () => {
    expect(sessionValue(TOKEN)).not.toBe(sessionValue(`${TOKEN}4`));
  });
});

describe("isModerator", () => {
  it("accepts the session value of the configured token", () => {
    expect(isModerator(sessionValue(TOKEN), TOKEN)).toBe(true);
  });

  it("refuses a missing, forged or outdated cookie, and the token itself", () => {
    expect(isModerator(undefined, TOKEN)).toBe(false);
    expect(isModerator("", TOKEN)).toBe(false);
    expect(isModerator(TOKEN, TOKEN)).toBe(false);
    expect(isModerator("0".repeat(64), TOKEN)).toBe(false);
    expect(isModerator(sessionValue(TOKEN).toUpperCase(), TOKEN)).toBe(false);
    expect(isModerator(sessionValue("an-older-moderator-token"), TOKEN)).toBe(false);
  });

  it("refuses everyone when no token is configured", () => {
    expect(isModerator(sessionValue(""), undefined)).toBe(false);
    expect(isModerator(sessionValue(TOKEN), undefined)).toBe(false);
    expect(isModerator(sessionValue(""), "")).toBe(false);
  });
});

describe("sessionCookieOptions", () => {
  it("is httpOnly, same-site strict, limited to /moderate, for 12 hours", () => {
    expect(sessionCookieOptions()).toMatchObject({ httpOnly: true, sameSite: "strict", path: MODERATOR_PATH, maxAge: 12 * 60 * 60 });
    expect(MODERATOR_PATH).toBe("/moderate");
    expect(MODERATOR_SESSION_SECONDS).toBe(43_200);
    expect(sessionCookieOptions(0).maxAge).toBe(0);
  });

  it("is secure in production only", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(sessionCookieOptions().secure).toBe(true);
    vi.stubEnv("NODE_ENV", "development");
    expect(sessionCookieOptions().secure).toBe(false);
  });
});

describe("MODERATOR_TOKEN (server env)", () => {
  async function loadEnv(value: string) {
    vi.resetModules();
    vi.stubEnv("MODERATOR_TOKEN", value);
    return (await import("@/lib/env.server")).serverEnv;
  }

  it("is optional: unset or empty means moderation is off", async () => {
    expect((await loadEnv("")).MODERATOR_TOKEN).toBeUndefined();
    expect((await loadEnv("   ")).MODERATOR_TOKEN).toBeUndefined();
  });

  it("is read when set", async () => {
    expect((await loadEnv(TOKEN)).MODERATOR_TOKEN).toBe(TOKEN);
  });

  it("refuses a token shorter than 16 characters", async () => {
    await expect(loadEnv("too-short")).rejects.toThrow(/MODERATOR_TOKEN: must be at least 16 characters/);
  });
});
