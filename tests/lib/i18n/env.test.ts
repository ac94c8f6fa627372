// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadServerEnv, restoreEnvAfterEach } from "@/tests/support/server-env";

restoreEnvAfterEach();

describe("LibreTranslate settings (server env)", () => {
  it("are optional, with an 8 s default timeout", async () => {
    const env = await loadServerEnv({ LIBRETRANSLATE_URL: "", LIBRETRANSLATE_API_KEY: "", LIBRETRANSLATE_TIMEOUT_MS: "" });
    expect(env.LIBRETRANSLATE_URL).toBeUndefined();
    expect(env.LIBRETRANSLATE_API_KEY).toBeUndefined();
    expect(env.LIBRETRANSLATE_TIMEOUT_MS).toBe(8000);
  });

  it("read the URL (trailing slashes removed), key and timeout", async () => {
    const env = await loadServerEnv({
      LIBRETRANSLATE_URL: "https://translate.example.org/",
      LIBRETRANSLATE_API_KEY: "key-123",
      LIBRETRANSLATE_TIMEOUT_MS: "2500",
    });
    expect(env.LIBRETRANSLATE_URL).toBe("https://translate.example.org");
    expect(env.LIBRETRANSLATE_API_KEY).toBe("key-123");
    expect(env.LIBRETRANSLATE_TIMEOUT_MS).toBe(2500);
  });

  it.each([
    ["a non-http URL", { LIBRETRANSLATE_URL: "ftp://translate.example.org" }, /LIBRETRANSLATE_URL must be an http\(s\) URL/],
    ["a javascript: URL", { LIBRETRANSLATE_URL: "javascript:alert(1)" }, /LIBRETRANSLATE_URL/],
    ["a non-numeric timeout", { LIBRETRANSLATE_TIMEOUT_MS: "soon" }, /LIBRETRANSLATE_TIMEOUT_MS/],
    ["a fractional timeout", { LIBRETRANSLATE_TIMEOUT_MS: "1.5" }, /LIBRETRANSLATE_TIMEOUT_MS/],
    ["a zero timeout", { LIBRETRANSLATE_TIMEOUT_MS: "0" }, /LIBRETRANSLATE_TIMEOUT_MS/],
  ])("refuse %s", async (_, values, message) => {
    await expect(loadServerEnv(values)).rejects.toThrow(message);
  });

  it("are not public: nothing in lib/env/public.ts (the browser's settings) mentions LibreTranslate", async () => {
    const { readFile } = await import("node:fs/promises");
    const publicModule = await readFile("lib/env/public.ts", "utf8");
    expect(publicModule).not.toMatch(/LIBRETRANSLATE/);
    const { publicEnv } = await import("@/lib/env/public");
    expect(Object.keys(publicEnv).filter((k) => /LIBRE/i.test(k))).toEqual([]);
  });
});
