// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { protectTerms, restoreTerms } from "@/lib/i18n/glossary";
import { LanguageNotOfferedError, translateWithService, TranslationServiceError, type ServiceConfig } from "@/lib/i18n/libretranslate";
import { languagesReply, STUB_LANGUAGES } from "@/tests/support/libretranslate";

const URL_BASE = "http://translate.test";

type Sent = { url: string; method: string; headers: Headers; body: { q: string[]; source: string; target: string; format: string; api_key?: string } };
type Answer = { status?: number; body?: unknown; raw?: string };

/** A LibreTranslate stand-in: records requests; `answer` maps the texts it got to a reply. */
function service(answer: (q: string[], sent: Sent) => Answer = (q) => ({ body: { translatedText: q.map((t) => `ES ${t}`) } })) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const listed = languagesReply(input, init);
    if (listed) return listed;
    const request = new Request(input, init);
    const body = JSON.parse(await request.text());
    const record: Sent = { url: request.url, method: request.method, headers: request.headers, body };
    sent.push(record);
    const { status = 200, body: reply, raw } = answer(body.q, record);
    return new Response(raw ?? JSON.stringify(reply), { status, headers: { "content-type": "application/json" } });
  };
  return { sent, config: (extra: Partial<ServiceConfig> = {}): ServiceConfig => ({ url: URL_BASE, timeoutMs: 2000, fetch, ...extra }) };
}

/** Answers each text with `reply(text)`. */
const replying = (reply: (text: string) => unknown) => service((q) => ({ body: { translatedText: q.map(reply) } }));

describe("translateWithService: the request", () => {
  it("POSTs JSON { q: [...], source: en, target, format: text } to <url>/translate, without api_key when none is set", async () => {
    const { sent, config } = service();
    expect(await translateWithService("es", ["Open now", "Shelter"], config())).toEqual(["ES Open now", "ES Shelter"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${URL_BASE}/translate`);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.headers.get("content-type")).toBe("application/json");
    expect(sent[0]!.body).toEqual({ q: ["Open now", "Shelter"], source: "en", target: "es", format: "text" });
    expect(sent[0]!.body).not.toHaveProperty("api_key");
  });

  it("sends api_key when one is set", async () => {
    const { sent, config } = service();
    await translateWithService("ko", ["Shelter"], config({ apiKey: "secret-key" }));
    expect(sent[0]!.body).toEqual({ q: ["Shelter"], source: "en", target: "ko", format: "text", api_key: "secret-key" });
  });

  it("sends nothing for no texts", async () => {
    const { sent, config } = service();
    expect(await translateWithService("es", [], config())).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it("splits more than 50 texts into requests of at most 50, and keeps the order of results", async () => {
    const { sent, config } = service();
    const texts = Array.from({ length: 120 }, (_, i) => `Text number ${i}`);
    const result = await translateWithService("zh", texts, config());
    expect(sent.map((s) => s.body.q.length)).toEqual([50, 50, 20]);
    expect(sent.flatMap((s) => s.body.q)).toEqual(texts);
    expect(result).toEqual(texts.map((t) => `ES ${t}`));
  });

  it("keeps each request within 10,000 characters; a longer text goes alone", async () => {
    const { sent, config } = service();
    const big = (c: string, n: number) => `${c} ${"word ".repeat(n)}`.trim();
    const texts = [big("a", 800), big("b", 800), big("c", 800), big("d", 2500), "short"];
    const result = await translateWithService("es", texts, config());
    expect(sent.map((s) => s.body.q.length)).toEqual([2, 1, 1, 1]);
    for (const s of sent) {
      const chars = s.body.q.reduce((n, t) => n + t.length, 0);
      expect(s.body.q.length === 1 || chars <= 10_000).toBe(true);
    }
    expect(result).toEqual(texts.map((t) => `ES ${t}`));
  });

  it("honours smaller limits for servers with a low character limit", async () => {
    const { sent, config } = service();
    await translateWithService("es", ["one two", "three four", "five six"], config({ maxCharsPerRequest: 12, maxTextsPerRequest: 5 }));
    expect(sent.map((s) => s.body.q)).toEqual([["one two"], ["three four"], ["five six"]]);
  });
});

describe("translateWithService: the service's code for the language (GET /languages)", () => {
  /** Records what reaches the service; GET /languages lists `languages` (null: answers 404). */
  function listing(languages: { code: string; name: string }[] | null) {
    const posts: { target: string; q: string[] }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if ((init?.method ?? "GET") === "GET") return languages ? languagesReply(input, init, languages)! : Response.json({ error: "Not Found" }, { status: 404 });
      const { q, target } = JSON.parse(String(init?.body)) as { q: string[]; target: string };
      posts.push({ target, q });
      return Response.json({ translatedText: q.map((t) => `${target}: ${t}`) });
    };
    return { posts, config: { url: URL_BASE, timeoutMs: 2000, fetch } satisfies ServiceConfig };
  }
  const named = (...codes: string[]) => codes.map((code) => ({ code, name: code }));

  it("sends zh-Hant as zt and zh as zh when that is how the service lists them (the test stubs' list)", async () => {
    const { posts, config } = listing([...STUB_LANGUAGES]);
    expect(await translateWithService("zh-Hant", ["Shelter"], config)).toEqual(["zt: Shelter"]);
    expect(await translateWithService("zh", ["Shelter"], config)).toEqual(["zh: Shelter"]);
    expect(await translateWithService("tl", ["Shelter"], config)).toEqual(["tl: Shelter"]);
    expect(posts.map((p) => p.target)).toEqual(["zt", "zh", "tl"]);
  });

  it("sends zh-Hans / zh-Hant / fil to a service that names them so", async () => {
    const { posts, config } = listing(named("en", "zh-Hans", "zh-Hant", "fil"));
    await translateWithService("zh", ["Shelter"], config);
    await translateWithService("zh-Hant", ["Shelter"], config);
    await translateWithService("tl", ["Shelter"], config);
    expect(posts.map((p) => p.target)).toEqual(["zh-Hans", "zh-Hant", "fil"]);
  });

  it("sends nothing for a language the service does not offer", async () => {
    const { posts, config } = listing([...STUB_LANGUAGES]);
    const error = await translateWithService("hy", ["Shelter"], config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageNotOfferedError);
    expect(error).toBeInstanceOf(TranslationServiceError);
    expect((error as Error).message).toBe("LibreTranslate does not offer hy");
    await expect(translateWithService("km", ["Shelter"], config)).rejects.toThrow("LibreTranslate does not offer km");
    expect(posts).toEqual([]);
  });

  it("sends our own code when the service's list cannot be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { posts, config } = listing(null);
    expect(await translateWithService("zh-Hant", ["Shelter"], config)).toEqual(["zh-Hant: Shelter"]);
    expect(await translateWithService("hy", ["Shelter"], config)).toEqual(["hy: Shelter"]);
    expect(posts.map((p) => p.target)).toEqual(["zh-Hant", "hy"]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe("translateWithService: service failures throw, with the status", () => {
  it.each([
    [500, { error: "Cannot translate text: boom" }, /LibreTranslate answered 500: Cannot translate text: boom/],
    [429, { error: "Slowdown: 30 per 1 minute" }, /LibreTranslate answered 429: Slowdown: 30 per 1 minute/],
    [403, { error: "Invalid API key" }, /LibreTranslate answered 403: Invalid API key/],
    [400, { error: "zz is not supported" }, /LibreTranslate answered 400: zz is not supported/],
  ])("%i", async (status, body, message) => {
    const { config } = service(() => ({ status, body }));
    const error = await translateWithService("es", ["Shelter"], config()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationServiceError);
    expect((error as TranslationServiceError).status).toBe(status);
    expect((error as Error).message).toMatch(message);
  });

  it("an error page that is not JSON still gives the status", async () => {
    const { config } = service(() => ({ status: 502, raw: "<html>Bad Gateway</html>" }));
    await expect(translateWithService("es", ["Shelter"], config())).rejects.toMatchObject({ status: 502, name: "TranslationServiceError" });
  });

  it("times out after timeoutMs", async () => {
    const hanging: typeof fetch = async (input, init) =>
      languagesReply(input, init) ?? new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const started = Date.now();
    await expect(translateWithService("es", ["Shelter"], { url: URL_BASE, timeoutMs: 80, fetch: hanging })).rejects.toThrow(
      "LibreTranslate did not answer within 80 ms",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("an unreachable server", async () => {
    const refusing: typeof fetch = async (input, init) => languagesReply(input, init) ?? Promise.reject(new TypeError("fetch failed"));
    await expect(translateWithService("es", ["Shelter"], { url: URL_BASE, timeoutMs: 1000, fetch: refusing })).rejects.toThrow(
      "LibreTranslate could not be reached: fetch failed",
    );
  });

  it("malformed JSON", async () => {
    const { config } = service(() => ({ raw: '{"translatedText": ["Refu' }));
    await expect(translateWithService("es", ["Shelter"], config())).rejects.toThrow("LibreTranslate answered with malformed JSON");
  });

  it("stops sending further requests once one has failed", async () => {
    let calls = 0;
    const { sent, config } = service((q) => (++calls === 1 ? { status: 500, body: { error: "down" } } : { body: { translatedText: q } }));
    const texts = Array.from({ length: 200 }, (_, i) => `Text ${i}`);
    await expect(translateWithService("es", texts, config({ concurrency: 1 }))).rejects.toThrow(/500/);
    expect(sent).toHaveLength(1);
  });
});

describe("translateWithService: doubtful results are rejected (null)", () => {
  it("a wrong number of results rejects the whole request, not the others", async () => {
    const { config } = service((q) => ({ body: { translatedText: q[0] === "First" ? q.slice(1).map((t) => `ES ${t}`) : q.map((t) => `ES ${t}`) } }));
    const texts = ["First", ...Array.from({ length: 51 }, (_, i) => `Text ${i}`)];
    const result = await translateWithService("es", texts, config());
    expect(result.slice(0, 50)).toEqual(new Array(50).fill(null));
    expect(result.slice(50)).toEqual(["ES Text 49", "ES Text 50"]);
  });

  it.each([
    ["translatedText is a string instead of an array", { translatedText: "ES Shelter" }],
    ["translatedText is missing", { error: null }],
    ["the body is null", null],
  ])("rejects when %s", async (_, body) => {
    const { config } = service(() => ({ body }));
    expect(await translateWithService("es", ["Shelter"], config())).toEqual([null]);
  });

  it.each([
    ["empty", ""],
    ["whitespace", "   "],
    ["not a string", 42],
    ["null", null],
    ["without any letter", "?!"],
  ])("rejects an %s result", async (_, reply) => {
    const { config } = replying(() => reply);
    expect(await translateWithService("es", ["Shelter"], config())).toEqual([null]);
  });

  it.each([
    ["a word looping", "Refugio Refugio Refugio Refugio Refugio"],
    ["a phrase looping", "Agua y comida, agua y comida, agua y comida, agua y comida, agua y comida"],
    ["Chinese characters looping", "避难所的的的的的的"],
    ["glued repetition", "HolaHolaHolaHola"],
    ["a runaway length", "Refugio con comida caliente, agua embotellada, mantas, ropa de abrigo, pañales y medicinas para todos"],
    ["a loop of four in a source with double letters", "Comida gratis gratis gratis gratis"],
    ["a loop whose repeats differ in case and spacing", "Refugio, REFUGIO, refugio,Re fugio, con comida"],
    ["a letter outside the BMP looping", "避难所𠀀𠀀𠀀𠀀"],
  ])("rejects runaway repetition: %s", async (_, reply) => {
    const { config } = replying(() => reply);
    expect(await translateWithService("es", ["Shelter with food"], config())).toEqual([null]);
  });

  it("accepts repetition the source has too, and ordinary repeated words", async () => {
    const { config: free } = replying(() => "Comida gratis, muy muy buena");
    expect(await translateWithService("es", ["Free food, really really good"], free())).toEqual(["Comida gratis, muy muy buena"]);
    const { config } = replying((t) => (t.startsWith("Help") ? "Ayuda, ayuda, ayuda, ayuda" : "La casa de la familia de la calle de la iglesia"));
    expect(await translateWithService("es", ["Help, help, help, help", "The house of the family of the street of the church"], config())).toEqual([
      "Ayuda, ayuda, ayuda, ayuda",
      "La casa de la familia de la calle de la iglesia",
    ]);
    const echo = replying((t) => t.replace("Now", "Ahora"));
    expect(await translateWithService("es", ["Now Now Now Now Now"], echo.config())).toEqual(["Ahora Now Now Now Now"]);
  });

  it("accepts an unchanged long text that repeats itself (a page's own list), in linear time", async () => {
    const source = `Open: ${"ab ".repeat(600)}`.trim();
    const { config } = replying((t) => t.replace("Open", "Abierto"));
    expect(await translateWithService("es", [source], config())).toEqual([source.replace("Open", "Abierto")]);
  });

  it.each([
    ["a lost number", "Call (626) 555-0101 before 5 pm", "Llame antes de las 5 pm"],
    ["a changed number", "Open until 9 pm", "Abierto hasta las 21 h"],
    ["a lost URL", "Apply at https://www.disasterassistance.gov/apply today", "Solicite hoy en el sitio web"],
    ["a lost e-mail address", "Write to help@example.org for help", "Escriba para pedir ayuda"],
  ])("rejects %s", async (_, source, reply) => {
    const { config } = replying(() => reply);
    expect(await translateWithService("es", [source], config())).toEqual([null]);
  });

  it("accepts a translation that keeps numbers, URLs and e-mail addresses", async () => {
    const { sent, config } = service((q) => ({ body: { translatedText: q.map((t) => t.replace("Call", "Llame al").replace("or write to", "o escriba a")) } }));
    const source = "Call (626) 555-0101 or write to help@example.org, see https://example.org/help.";
    expect(await translateWithService("es", [source], config())).toEqual([
      "Llame al (626) 555-0101 o escriba a help@example.org, see https://example.org/help.",
    ]);
    // Addresses travel as placeholders, so the engine cannot mangle them.
    expect(sent[0]!.body.q).toEqual(["Call (626) 555-0101 or write to ⟦0⟧, see ⟦1⟧."]);
  });
});

describe("translateWithService: glossary (do-not-translate) terms", () => {
  it("sends place and agency names as placeholders and restores them", async () => {
    const { sent, config } = service((q) => ({
      body: { translatedText: q.map((t) => t.replace("Free meals in", "Comidas gratis en").replace("Call", "Llame al").replace("or", "o")) },
    }));
    const result = await translateWithService("es", ["Free meals in Altadena and Pacific Palisades", "Call 911 or 2-1-1"], config());
    expect(sent[0]!.body.q).toEqual(["Free meals in ⟦0⟧ and ⟦1⟧", "Call ⟦0⟧ or ⟦1⟧"]);
    expect(result).toEqual(["Comidas gratis en Altadena and Pacific Palisades", "Llame al 911 o 2-1-1"]);
  });

  it("tolerates spaces the engine puts inside a placeholder", async () => {
    const { config } = replying((t) => t.replace("⟦0⟧", "⟦ 0 ⟧").replace("Help in", "Ayuda en"));
    expect(await translateWithService("es", ["Help in Malibu"], config())).toEqual(["Ayuda en Malibu"]);
  });

  it.each([
    ["lost", () => "Ayuda en la ciudad"],
    ["duplicated", () => "Ayuda en ⟦0⟧ ⟦0⟧"],
    ["invented", () => "Ayuda en ⟦0⟧ y ⟦1⟧"],
    ["mangled", () => "Ayuda en [0]"],
  ])("rejects a result whose placeholder was %s", async (_, reply) => {
    const { config } = replying(reply);
    expect(await translateWithService("es", ["Help in Malibu"], config())).toEqual([null]);
  });
});

describe("glossary", () => {
  it("matches whole words, longest first, case-sensitively", () => {
    expect(protectTerms("Pacific Palisades, Palisades and the Eaton fire; Eatonville, eaton, 9110, FEMAS")).toEqual({
      text: "⟦0⟧, ⟦1⟧ and the ⟦2⟧ fire; Eatonville, ⟦3⟧, 9110, FEMAS",
      terms: ["Pacific Palisades", "Palisades", "Eaton", "eaton"],
    });
    expect(protectTerms("LA County and Los Angeles County, Los Angeles").terms).toEqual(["LA County", "Los Angeles County", "Los Angeles"]);
  });

  it("ignores case, and puts each name back exactly as it was written", () => {
    const text = "Cal Fire, CAL FIRE and CalFire; SCE outages in west hills; La Cañada Flintridge, the Rose Bowl, Santa Anita, Fairplex, Brentwood, Encino, Castaic";
    const { text: protectedText, terms } = protectTerms(text);
    expect(terms).toEqual([
      "Cal Fire",
      "CAL FIRE",
      "CalFire",
      "SCE",
      "west hills",
      "La Cañada Flintridge",
      "Rose Bowl",
      "Santa Anita",
      "Fairplex",
      "Brentwood",
      "Encino",
      "Castaic",
    ]);
    expect(protectedText).not.toMatch(/fire|hills|bowl/i);
    expect(restoreTerms(protectedText, terms)).toBe(text);
    // Whole words only, in any case: "scene" and "encinos" are not names.
    expect(protectTerms("the scene at Encinos").terms).toEqual([]);
  });

  it("keeps a name inside a URL as part of the URL", () => {
    expect(protectTerms("See https://www.cityofpasadena.net/Pasadena/fire for Pasadena")).toEqual({
      text: "See ⟦0⟧ for ⟦1⟧",
      terms: ["https://www.cityofpasadena.net/Pasadena/fire", "Pasadena"],
    });
  });

  it("never protects inside a placeholder", () => {
    const many = Array.from({ length: 913 }, () => "911").join(" ");
    const { text, terms } = protectTerms(many);
    expect(terms).toHaveLength(913);
    expect(restoreTerms(text, terms)).toBe(many);
  });
});
