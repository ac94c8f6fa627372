// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { twilioSignature } from "@/lib/sms/signature";
import { countSegments } from "@/lib/sms/segments";
import { closeEmbeddedDb } from "@/tests/support/embedded-db";

// Outside a Next server there is no data cache: reads go straight to the database.
vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {} }));

/**
 * POST /api/sms/inbound on the embedded database with the seed's sample places: Twilio's webhook
 * as Twilio sends it (form-encoded, signed over the site's public address), every answer a resident
 * can get, and everything a request that is not Twilio's must not do.
 */

const SITE = "https://relief.example.org";
const TOKEN = "0123456789abcdef0123456789abcdef";
const ACCOUNT = `AC${"0".repeat(32)}`;
const URL = `${SITE}/api/sms/inbound`;
let dataDir = "";

function baseEnv() {
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
  vi.stubEnv("DATA_BACKEND", "embedded");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("SITE_URL", SITE);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sms-route-"));
});
afterAll(async () => {
  await closeEmbeddedDb();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
/** A text as Twilio forwards it: its fields, signed with the account's token over the site's address. */
function inbound(body: string, from = "+12135550100", options: { signature?: string | null; url?: string; extra?: Record<string, string> } = {}) {
  counter++;
  const params: [string, string][] = [
    ["ToCountry", "US"],
    ["SmsMessageSid", `SM${String(counter).padStart(32, "0")}`],
    ["NumMedia", "0"],
    ["Body", body],
    ["From", from],
    ["To", "+12135550199"],
    ["MessageSid", `SM${String(counter).padStart(32, "0")}`],
    ["AccountSid", ACCOUNT],
    ["NumSegments", "1"],
    ["ApiVersion", "2010-04-01"],
    ...Object.entries(options.extra ?? {}),
  ];
  const signature = options.signature === undefined ? twilioSignature(TOKEN, options.url ?? URL, params) : options.signature;
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (signature !== null) headers["x-twilio-signature"] = signature;
  // The Host a request names is its sender's choice: never what the signature is checked against.
  return new Request("http://attacker.example:8080/api/sms/inbound", { method: "POST", headers, body: new URLSearchParams(params).toString() });
}

async function post(request: Request) {
  const { POST } = await import("@/app/api/sms/inbound/route");
  return POST(request);
}

/** The reply's text (TwiML's <Message>), or null for an empty <Response/>. */
async function reply(response: Response): Promise<string | null> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
  const xml = await response.text();
  if (/<Response\/>/.test(xml)) return null;
  const m = /<Response><Message>([\s\S]*)<\/Message><\/Response>$/.exec(xml);
  expect(m, xml).not.toBeNull();
  return m![1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}

const text = async (body: string, from?: string) => reply(await post(inbound(body, from)));
let number = 100;
/** A fresh resident's number each time: the hourly limit is per number. */
const someone = () => `+1213555${String(++number).padStart(4, "0")}`;

describe("off until configured", () => {
  it("answers 404 without Twilio's settings", async () => {
    vi.resetModules();
    baseEnv();
    const response = await post(inbound("SHELTER 91101"));
    expect(response.status).toBe(404);
    // The route's first import loads the catalogs and the search's words: seconds on a busy machine.
  }, 60_000);
});

describe("with Twilio configured", () => {
  beforeAll(async () => {
    vi.resetModules();
    baseEnv();
    vi.stubEnv("TWILIO_ACCOUNT_SID", ACCOUNT);
    vi.stubEnv("TWILIO_AUTH_TOKEN", TOKEN);
    vi.stubEnv("TWILIO_FROM", "+12135550199");
    vi.stubEnv("ALERTS_SECRET", "sms-route-test-secret-0123456789");
    // The first open of the database (every migration) is done here, not inside a test's time.
    await text("HELP", someone());
  }, 180_000);

  const optOuts = async () => {
    const { smsStore } = await import("@/lib/data");
    return smsStore();
  };

  it("refuses an unsigned, wrongly signed or re-addressed request: 403, nothing stored, nothing sent", async () => {
    const from = someone();
    for (const request of [
      inbound("STOP", from, { signature: null }),
      inbound("STOP", from, { signature: "RSOYDt4T1cUTdK1PDd93/VVr8B8=" }),
      // Signed for the Host the request names, not the site's address.
      inbound("STOP", from, { url: "http://attacker.example:8080/api/sms/inbound" }),
    ]) {
      const response = await post(request);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("<Message>");
    }
    expect(await (await optOuts()).isOptedOut(from)).toBe(false);
    // A signed request with a parameter changed after signing.
    const signed = inbound("HELP", from);
    const body = (await signed.text()).replace("HELP", "STOP");
    const tampered = new Request(signed.url, { method: "POST", headers: signed.headers, body });
    expect((await post(tampered)).status).toBe(403);
    expect(await (await optOuts()).isOptedOut(from)).toBe(false);
  });

  it("refuses what is not Twilio's form (415) and a body larger than any text (413)", async () => {
    const json = new Request(URL, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await post(json)).status).toBe(415);
    const big = inbound("x".repeat(20_000));
    expect((await post(big)).status).toBe(413);
  });

  it.each([
    ["en", "SHELTER 91101", /Shelter/],
    ["es", "refugio 91001", /Refugio/],
    ["zh", "避难所 91776", /避难所/],
    ["ko", "대피소 90004", /대피소/],
    ["vi", "nơi tạm trú 91001", /Nơi tạm trú/],
    ["hy", "ապաստարան Pasadena", /Ապաստարան/],
    ["fa", "سرپناه 91001", /سرپناه/],
    ["en", "food altadena", /Food/],
    ["en", "91001 water", /Water/],
    ["es", "COMIDA Pasadena", /Comida/],
  ])("%s: %s → the nearest places, 911, the list in the language, sample said, at most 4 segments", async (language, body, heading) => {
    const answer = (await text(body, someone()))!;
    expect(answer).toMatch(heading);
    expect(answer).toContain("911");
    expect(answer).toMatch(new RegExp(`${SITE}/${language}/list\\?[^\\s]*at=\\d`));
    // The seed is sample data: every reply naming its places says so.
    expect(answer).toMatch(/sample|ejemplo|示例|예시|mẫu|Օրինակ|نمونه/i);
    // A place's phone number from the data.
    expect(answer).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(countSegments(answer).segments).toBeLessThanOrEqual(4);
  });

  it("ALERTS <area> asks for YES (double opt-in); YES follows it, in the language asked; STOP ends the follows", async () => {
    const from = someone();
    expect(await text("경보 91001", from)).toMatch(/^91001의 대피 알림을 문자로 받으려면 예라고 답장하세요/);
    expect(await text("예", from)).toMatch(/^앞으로 90일 동안 91001의 대피 알림을 문자로 받습니다/);
    const { alertStore } = await import("@/lib/data");
    const follows = async () => (await (await alertStore()).activeFollows()).filter((f) => f.language === "ko" && f.topics.join() === "evacuation");
    expect((await follows()).length).toBeGreaterThanOrEqual(1);
    expect(await text("중지", from)).toMatch(/START/);
    expect(await text("경보 91001", from)).toBeNull();
    expect(await follows()).toEqual([]);
    // YES is Twilio's opt-in word too: welcome back, and no follow comes back with it.
    expect(await text("예", from)).toMatch(/START|STOP/);
    expect(await follows()).toEqual([]);
  });

  it("never sends a person to a shelter for animals only, and sends an animal there", async () => {
    expect(await text("SHELTER 91101", someone())).not.toMatch(/Animal Evacuation Shelter/);
    expect(await text("pets 91101", someone())).toMatch(/Animal/);
  });

  it("Farsi: the Latin address, phone and link each read left to right (isolated), the sentence right to left", async () => {
    const answer = (await text("سرپناه 91001", someone()))!;
    expect(answer).toMatch(/\u2066\(\d{3}\) \d{3}-\d{4}\u2069/);
    expect(answer).toMatch(new RegExp(`\u2066${SITE}/fa/list[^\u2069]*\u2069`));
  });

  it("HELP (and each language's word) says what this is, how to ask, STOP, rates, 911 and the site", async () => {
    const help = (await text("HELP", someone()))!;
    for (const part of ["LA Wildfire Relief", "SHELTER 91101", "STOP", "Msg & data rates may apply", "911", SITE]) expect(help).toContain(part);
    expect(await text("INFO", someone())).toContain("Msg & data rates may apply");
    const ayuda = (await text("ayuda", someone()))!;
    expect(ayuda).toContain("REFUGIO 91101");
    expect(ayuda).toContain("911");
  });

  it("answers anything else with the menu in the language detected, never silence", async () => {
    expect(await text("hello?", someone())).toMatch(/^Text what you need and your ZIP code, for example: SHELTER 91101/);
    expect(await text("안녕하세요", someone())).toContain("대피소 91101");
    expect(await text("", someone())).toContain("SHELTER 91101");
    // A need without a place asks where; a ZIP code outside the county says so.
    expect(await text("comida", someone())).toMatch(/^¿Donde\?|^¿Dónde\?/);
    expect(await text("water 10001", someone())).toMatch(/Los Angeles County/);
  });

  it("a Body of 1,600 characters gets the menu, not an error", async () => {
    const answer = await text("SHELTER 91101 ".repeat(115).slice(0, 1600), someone());
    expect(answer).toContain("SHELTER 91101");
  });

  it("a From that is no phone number (E.164) gets a 200 and an empty answer, saying why", async () => {
    for (const from of ["12135550100", "LAWILDFIRE", "", "+0123"]) {
      const response = await post(inbound("SHELTER 91101", from));
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain("<Response/>");
      expect(xml).toMatch(/E\.164/);
    }
  });

  it.each([
    ["STOP", "You will get no more texts"],
    ["no más", "Ya no recibira"],
    ["停止", "不会再收到"],
    ["중지", "더 이상"],
    ["Unsubscribe please", "You will get no more texts"],
  ])("%s opts the number out: confirmed once, recorded, then nothing is sent until START", async (word, confirmation) => {
    const from = someone();
    expect(await text(word, from)).toContain(confirmation);
    expect(await (await optOuts()).isOptedOut(from)).toBe(true);
    expect(await text("SHELTER 91101", from)).toBeNull();
    expect(await text("HELP", from)).toBeNull();
    expect(await text("START", from)).toMatch(/Welcome back/);
    expect(await (await optOuts()).isOptedOut(from)).toBe(false);
    expect(await text("SHELTER 91101", from)).toMatch(/Shelter/);
  });

  it("at most 10 replies an hour per number: then one note, then silence; another number is not held back", async () => {
    const from = someone();
    for (let i = 0; i < 10; i++) expect(await text("hello", from)).not.toBeNull();
    expect(await text("hello", from)).toMatch(/many texts this hour/);
    expect(await text("SHELTER 91101", from)).toBeNull();
    expect(await text("hello", someone())).not.toBeNull();
    // STOP is always heard, over the limit too.
    expect(await text("STOP", from)).toContain("no more texts");
  });

  it("never answers another machine's automatic reply", async () => {
    expect(await text("Auto-reply: I'm away until Monday", someone())).toBeNull();
  });
});
