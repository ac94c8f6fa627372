// @vitest-environment node
// The end-to-end LibreTranslate stub (e2e/support/libretranslate-stub.mjs), run as its own process
// the way Playwright runs it, against the real client: both must speak the same API.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translateWithService, type ServiceConfig } from "@/lib/i18n/libretranslate";
import { languagesAnswer } from "@/tests/support/libretranslate";

let child: ChildProcess;
let base: string;

beforeAll(async () => {
  child = spawn(process.execPath, ["e2e/support/libretranslate-stub.mjs"], {
    env: { ...process.env, LIBRETRANSLATE_STUB_PORT: "0", LIBRETRANSLATE_STUB_API_KEY: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`stub exited with ${code}`)));
  });
}, 20_000);

afterAll(async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
});

const config = (extra: Partial<ServiceConfig> = {}): ServiceConfig => ({ url: base, timeoutMs: 3000, ...extra });
const control = (path: string, body?: unknown) =>
  fetch(`${base}${path}`, body === undefined ? { method: "POST" } : { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());
const calls = () => fetch(`${base}/__calls`).then((r) => r.json());

beforeEach(async () => {
  await control("/__reset");
});

describe("LibreTranslate stub", () => {
  it("translates arrays readably, keeping placeholders, numbers and URLs, and counts calls", async () => {
    const texts = ["Free meals in Altadena", "Call 911 or visit https://example.org/help"];
    expect(await translateWithService("es", texts, config())).toEqual([
      "[es] Free meals in Altadena",
      "[es] Call 911 or visit https://example.org/help",
    ]);
    expect(await calls()).toEqual({
      calls: 1,
      texts: 2,
      // Place names, numbers and URLs never reach the service: they travel as placeholders.
      received: ["Free meals in ⟦0⟧", "Call ⟦1⟧ or visit ⟦0⟧"],
    });
  });

  it("answers a single q with a single string, like LibreTranslate", async () => {
    const response = await fetch(`${base}/translate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ q: "Shelter", source: "en", target: "ko", format: "text" }),
    });
    expect(await response.json()).toEqual({ translatedText: "[ko] Shelter" });
  });

  it.each([
    [{ source: "en", target: "es" }, "Invalid request: missing q parameter"],
    [{ q: [], source: "en", target: "es" }, "Invalid request: missing q parameter"],
    [{ q: ["x"], source: "en", target: "xx" }, "xx is not supported"],
    [{ q: ["x"], source: "en" }, "Invalid request: missing target parameter"],
  ])("answers 400 { error } to %j", async (body, error) => {
    const response = await fetch(`${base}/translate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it("lists a realistic set of languages, like a real instance: no hy or km, Traditional Chinese as zt", async () => {
    const response = await fetch(`${base}/languages`);
    expect(response.status).toBe(200);
    const languages = (await response.json()) as { code: string; name: string; targets: string[] }[];
    expect(languages).toEqual(languagesAnswer());
    const english = languages.find((l) => l.code === "en")!.targets;
    expect(english).toEqual(expect.arrayContaining(["es", "zh", "zt", "ko", "tl"]));
    expect(english).not.toContain("hy");
    expect(english).not.toContain("km");
    expect(english).not.toContain("zh-Hant");
  });

  it("is translated into in the service's codes: zh-Hant as zt; hy is never sent", async () => {
    expect(await translateWithService("zh-Hant", ["Shelter"], config())).toEqual(["[zt] Shelter"]);
    await expect(translateWithService("hy", ["Shelter"], config())).rejects.toThrow("LibreTranslate does not offer hy");
    expect(await calls()).toEqual({ calls: 1, texts: 1, received: ["Shelter"] });
  });

  it("refuses a language it does not offer, as LibreTranslate does", async () => {
    const response = await fetch(`${base}/translate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ q: ["Shelter"], source: "en", target: "km" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "km is not supported" });
  });

  it("mode down: 500, which the client reports with its status", async () => {
    expect(await control("/__mode", { mode: "down" })).toEqual({ mode: "down" });
    await expect(translateWithService("es", ["Shelter"], config())).rejects.toMatchObject({ status: 500 });
  });

  it("mode garbage: one result too few, which the client rejects", async () => {
    await control("/__mode", { mode: "garbage" });
    expect(await translateWithService("es", ["Shelter", "Water"], config())).toEqual([null, null]);
  });

  it("mode slow: the client gives up at its timeout", async () => {
    await control("/__mode", { mode: "slow" });
    await expect(translateWithService("es", ["Shelter"], config({ timeoutMs: 300 }))).rejects.toThrow("did not answer within 300 ms");
  });

  it("refuses an unknown mode and resets", async () => {
    const response = await fetch(`${base}/__mode`, { method: "POST", body: JSON.stringify({ mode: "chaos" }) });
    expect(response.status).toBe(400);
    await translateWithService("es", ["Shelter"], config());
    expect(await calls()).toEqual({ calls: 1, texts: 1, received: ["Shelter"] });
    await control("/__reset");
    expect(await calls()).toEqual({ calls: 0, texts: 0, received: [] });
  });
});
