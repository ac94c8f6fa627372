import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import {
  assetUrlsIn,
  fallbackPageFor,
  fallbackPagesBesides,
  isPageRequest,
  isPlacesRequest,
  isStaticAsset,
  markStoredCopy,
  offlineRedirectFor,
  pageCacheKey,
  shellPagesIn,
  STORED_COPY_ATTRIBUTE,
  workerLanguage,
} from "@/lib/offline/policy";

const origin = "https://relief.example";
const req = (method: string, mode: string, headers: Record<string, string> = {}) => ({ method, mode, headers: new Headers(headers) });

describe("isPageRequest", () => {
  it.each([
    ["a navigation to a page", req("GET", "navigate"), "/volunteer", true],
    ["the window asking to store a page", req("GET", "cors", { accept: "text/html" }), "/?layer=resources", true],
    ["a POST (form, server action)", req("POST", "navigate"), "/contact", false],
    ["the API", req("GET", "navigate"), "/api/footer", false],
    ["moderation", req("GET", "navigate"), "/moderate", false],
    ["Next's data request for client navigation", req("GET", "cors", { rsc: "1", accept: "*/*" }), "/donate", false],
    ["an _rsc address", req("GET", "cors", { accept: "text/html" }), "/donate?_rsc=abc", false],
    ["a script", req("GET", "no-cors", { accept: "*/*" }), "/_next/static/chunks/a.js", false],
    ["the alerts' follow page", req("GET", "navigate"), "/es/alerts?lat=34.2&lng=-118.1", true],
    ["an alert's confirmation link (its token in the address)", req("GET", "navigate"), "/alerts/confirm?token=abc", false],
    ["the same in another language", req("GET", "navigate"), "/zh-Hant/alerts/confirm?token=abc", false],
    ["the window asking to store a follow's page", req("GET", "cors", { accept: "text/html" }), "/fa/alerts/manage/?token=abc", false],
  ])("%s → %s", (_, request, path, expected) => {
    expect(isPageRequest(request, new URL(path, origin), origin)).toBe(expected);
  });

  it("never another site's pages", () => {
    expect(isPageRequest(req("GET", "navigate"), new URL("https://elsewhere.example/"), origin)).toBe(false);
  });
});

describe("isStaticAsset", () => {
  it("Next's hashed build files and the icons, GET only, our origin only", () => {
    expect(isStaticAsset(req("GET", "no-cors"), new URL("/_next/static/chunks/x.js", origin), origin)).toBe(true);
    expect(isStaticAsset(req("GET", "no-cors"), new URL("/icon.svg", origin), origin)).toBe(true);
    expect(isStaticAsset(req("GET", "no-cors"), new URL("/icons/icon-192.png", origin), origin)).toBe(true);
    expect(isStaticAsset(req("GET", "no-cors"), new URL("/volunteer", origin), origin)).toBe(false);
    expect(isStaticAsset(req("GET", "no-cors"), new URL("https://a.tile.openstreetmap.org/1/2/3.png"), origin)).toBe(false);
  });
});

describe("assetUrlsIn", () => {
  it("finds the scripts and styles a page loads, once each, as absolute addresses", () => {
    const html = `<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/b.js"></script><img src="/icon.svg"><script src="https://cdn.example/x.js"></script>`;
    expect(assetUrlsIn(html, origin)).toEqual([`${origin}/_next/static/chunks/a.css`, `${origin}/_next/static/chunks/b.js`]);
  });
});

describe("the shell pages, in the visitor's language", () => {
  it("are fetched at their explicit language address (never redirected by cookie or browser)", () => {
    expect(shellPagesIn("ko")).toEqual([
      { fetch: "/ko", keys: ["/ko"] },
      { fetch: "/ko/wildfireguide", keys: ["/ko/wildfireguide"] },
      { fetch: "/ko/list", keys: ["/ko/list"] },
      { fetch: "/ko/offline", keys: ["/ko/offline"] },
    ]);
    // English is also stored at the unprefixed address its pages link to.
    expect(shellPagesIn("en")[1]).toEqual({ fetch: "/en/wildfireguide", keys: ["/wildfireguide", "/en/wildfireguide"] });
  });

  it("follow the language the worker was registered for", () => {
    expect(workerLanguage("https://relief.example/sw.js?lang=zh")).toBe("zh");
    expect(workerLanguage("https://relief.example/sw.js")).toBe("en");
    expect(workerLanguage("https://relief.example/sw.js?lang=fr")).toBe("en");
  });

  it("the not-stored page is in the language of the page asked for", () => {
    expect(fallbackPageFor(new URL("/es/donate", origin))).toBe("/es/offline");
    expect(fallbackPageFor(new URL("/donate", origin))).toBe("/offline");
  });
});

describe("pageCacheKey", () => {
  it("stores a page once, whatever its query or anchor: a need's link opens the stored map offline", () => {
    const stored = pageCacheKey("https://relief.test/es");
    expect(pageCacheKey("https://relief.test/es?kind=shelter&open=1&view=list&near=1#refine")).toBe(stored);
    expect(pageCacheKey("https://relief.test/es#map")).toBe(stored);
  });

  it("keeps pages and languages apart", () => {
    expect(pageCacheKey("https://relief.test/es?x=1")).not.toBe(pageCacheKey("https://relief.test/ko?x=1"));
    expect(pageCacheKey("https://relief.test/donate")).toBe("https://relief.test/donate");
  });
});

describe("isPlacesRequest", () => {
  const get = { method: "GET", headers: new Headers() };
  it("keeps the map's places, descriptions and opened entries (the only stored part of the API)", () => {
    for (const path of ["/api/places/es", "/api/places/es/descriptions", "/api/places/ko/00000000-0000-4000-8000-000000000002"]) {
      expect(isPlacesRequest(get, new URL(path, origin), origin)).toBe(true);
    }
    expect(isPlacesRequest(get, new URL("/api/translate", origin), origin)).toBe(false);
    expect(isPlacesRequest(get, new URL("/api/import", origin), origin)).toBe(false);
    // The hazard layers the map draws are kept too; their refresh and the open data are not.
    expect(isPlacesRequest(get, new URL("/api/hazards", origin), origin)).toBe(true);
    expect(isPlacesRequest(get, new URL("/api/hazards/refresh", origin), origin)).toBe(false);
    expect(isPlacesRequest(get, new URL("/api/open-data/hazards.geojson", origin), origin)).toBe(false);
    expect(isPlacesRequest({ ...get, method: "POST" }, new URL("/api/places/es", origin), origin)).toBe(false);
    expect(isPlacesRequest(get, new URL("/api/places/es", "https://other.example"), origin)).toBe(false);
  });
  it("never stores the API as a page", () => {
    expect(isPageRequest({ method: "GET", mode: "navigate", headers: new Headers() }, new URL("/api/places/es", origin), origin)).toBe(false);
  });
});

describe("plain addresses offline", () => {
  const at = (path: string) => new URL(path, origin);
  it("go to the same page in the worker's language, query kept (the browser keeps the #anchor)", () => {
    expect(offlineRedirectFor(at("/"), "es")).toBe("/es");
    expect(offlineRedirectFor(at("/donate"), "ko")).toBe("/ko/donate");
    expect(offlineRedirectFor(at("/?kind=shelter&view=list"), "zh-Hant")).toBe("/zh-Hant?kind=shelter&view=list");
    expect(offlineRedirectFor(at("/volunteer?q=food"), "fa")).toBe("/fa/volunteer?q=food");
  });
  it("English is served at the plain address; an address with a language is left alone", () => {
    expect(offlineRedirectFor(at("/donate"), "en")).toBeNull();
    expect(offlineRedirectFor(at("/es/donate"), "ko")).toBeNull();
    expect(offlineRedirectFor(at("/en/donate"), "es")).toBeNull();
  });
});

describe("the not-stored page in every language", () => {
  it("is fetched for every language but the worker's own, at its explicit address", () => {
    const pages = fallbackPagesBesides("es");
    expect(pages).toHaveLength(LANGUAGE_CODES.length - 1);
    expect(pages).toContain("/en/offline");
    expect(pages).toContain("/fa/offline");
    expect(pages).not.toContain("/es/offline");
  });
});

describe("markStoredCopy", () => {
  it("marks the page's <html> once, leaving the rest as it was", () => {
    const html = '<!DOCTYPE html><html lang="es" dir="ltr"><head></head><body><p>html <html-ish></p></body></html>';
    const marked = markStoredCopy(html);
    expect(marked).toBe(`<!DOCTYPE html><html ${STORED_COPY_ATTRIBUTE}="" lang="es" dir="ltr"><head></head><body><p>html <html-ish></p></body></html>`);
    expect(markStoredCopy("<html>")).toBe(`<html ${STORED_COPY_ATTRIBUTE}="">`);
  });
});
