import { afterEach, describe, expect, it, vi } from "vitest";
import {
  alertsApi,
  applicationServerKey,
  deviceFollows,
  forgetFollow,
  isIos,
  looksLikeEmail,
  MAX_DEVICE_FOLLOWS,
  panelField,
  pointFromSearch,
  pushSupport,
  rememberFollow,
  roundPoint,
  tokenFromSearch,
  type BrowserFacts,
} from "@/lib/alerts/browser";

const token = (c: string) => c.repeat(43);

describe("the point", () => {
  it("is rounded to three decimals (about 100 m)", () => {
    expect(roundPoint({ latitude: 34.190123, longitude: -118.131551 })).toEqual({ latitude: 34.19, longitude: -118.132 });
  });

  it("a link's ?lat=&lng= gives a point only inside the area a follow may point at", () => {
    expect(pointFromSearch("?lat=34.19&lng=-118.131")).toEqual({ latitude: 34.19, longitude: -118.131 });
    for (const search of ["", "?lat=34.19", "?lat=abc&lng=-118.1", "?lat=37.77&lng=-122.42", "?lat=1e2&lng=-118", "?lat=34.19&lng=-118.131x"]) {
      expect(pointFromSearch(search), search).toBeNull();
    }
  });
});

describe("tokens", () => {
  it("a link's token only when it has the site's token shape", () => {
    expect(tokenFromSearch(`?token=${token("a")}`)).toBe(token("a"));
    expect(tokenFromSearch("?token=short")).toBeNull();
    expect(tokenFromSearch(`?token=${token("a")}!`)).toBeNull();
    expect(tokenFromSearch("")).toBeNull();
  });

  it("this device keeps its follows' tokens, newest first, at most five, none twice, nothing malformed", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    for (const c of "abcdef") rememberFollow(token(c), storage);
    rememberFollow(token("c"), storage);
    expect(deviceFollows(storage)).toEqual([token("c"), token("f"), token("e"), token("d"), token("b")]);
    expect(deviceFollows(storage)).toHaveLength(MAX_DEVICE_FOLLOWS);
    forgetFollow(token("e"), storage);
    expect(deviceFollows(storage)).not.toContain(token("e"));
    store.set("alerts.follows", '["not a token", 42, null]');
    expect(deviceFollows(storage)).toEqual([]);
    store.set("alerts.follows", "{not json");
    expect(deviceFollows(storage)).toEqual([]);
  });
});

describe("pushSupport", () => {
  const facts = (over: Partial<BrowserFacts>): BrowserFacts => ({
    userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile",
    platform: "Linux armv8l",
    maxTouchPoints: 5,
    standalone: false,
    serviceWorker: true,
    pushManager: true,
    notification: true,
    ...over,
  });
  const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";
  const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15";

  it("Android Chrome, desktop browsers: supported", () => {
    expect(pushSupport(facts({}))).toBe("supported");
    expect(pushSupport(facts({ userAgent: IPAD_AS_MAC, platform: "MacIntel", maxTouchPoints: 0 }))).toBe("supported");
  });

  it("iPhone and iPad (which says it is a Mac) in Safari: only from the Home Screen", () => {
    expect(pushSupport(facts({ userAgent: IPHONE, platform: "iPhone", pushManager: false }))).toBe("ios-home-screen");
    expect(pushSupport(facts({ userAgent: IPAD_AS_MAC, platform: "MacIntel", maxTouchPoints: 5 }))).toBe("ios-home-screen");
    expect(isIos({ userAgent: IPAD_AS_MAC, platform: "MacIntel", maxTouchPoints: 5 })).toBe(true);
  });

  it("opened from the Home Screen, an iPhone can take push", () => {
    expect(pushSupport(facts({ userAgent: IPHONE, platform: "iPhone", standalone: true }))).toBe("supported");
  });

  it("a browser missing a piece cannot", () => {
    for (const missing of ["serviceWorker", "pushManager", "notification"] as const) expect(pushSupport(facts({ [missing]: false })), missing).toBe("unsupported");
  });
});

describe("panelField", () => {
  it("maps the server's field paths to the panel's fields", () => {
    expect(panelField("latitude")).toBe("where");
    expect(panelField("longitude")).toBe("where");
    expect(panelField("push.keys.auth")).toBe("channels");
    expect(panelField("topics.2")).toBe("topics");
    expect(panelField("radiusMiles")).toBe("radius");
    expect(panelField("email")).toBe("email");
    expect(panelField("body")).toBeNull();
  });
});

describe("looksLikeEmail", () => {
  it("roughly an address; the server decides", () => {
    expect(looksLikeEmail("name@example.org")).toBe(true);
    expect(looksLikeEmail(" name@example.org ")).toBe(true);
    for (const bad of ["", "name", "name@", "name@example", "a b@example.org", `${"x".repeat(250)}@e.org`]) expect(looksLikeEmail(bad), bad).toBe(false);
  });
});

describe("applicationServerKey", () => {
  it("decodes a base64url VAPID key to its 65 bytes", () => {
    const key = applicationServerKey("BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U");
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });
});

describe("alertsApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a 2xx gives its body; a refusal its status, message, fields and Retry-After", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ latitude: 34.19, longitude: -118.13, label: "Altadena" }))
      .mockResolvedValueOnce(Response.json({ error: "Too many" }, { status: 429, headers: { "retry-after": "120" } }))
      .mockResolvedValueOnce(Response.json({ error: "Bad", fields: { email: "no" } }, { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await alertsApi.where("Altadena")).toEqual({ ok: true, status: 200, data: { latitude: 34.19, longitude: -118.13, label: "Altadena" } });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/alerts/where?q=Altadena");
    expect(await alertsApi.confirm(token("a"))).toMatchObject({ ok: false, status: 429, error: "Too many", retryAfterSeconds: 120 });
    const refused = await alertsApi.manage(token("a"), { radiusMiles: 5, topics: ["evacuation"] });
    expect(refused).toMatchObject({ ok: false, status: 400, fields: { email: "no" } });
    expect(JSON.parse(String((fetchMock.mock.calls[2]![1] as RequestInit).body))).toEqual({ token: token("a"), radiusMiles: 5, topics: ["evacuation"] });
    expect((fetchMock.mock.calls[2]![1] as RequestInit).headers).toMatchObject({ "content-type": "application/json" });
  });

  it("no answer (network down, not JSON): status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(new Response("<html>", { status: 200 })));
    expect(await alertsApi.setup()).toMatchObject({ ok: false, status: 0 });
    expect(await alertsApi.setup()).toMatchObject({ ok: false, status: 0 });
  });
});
