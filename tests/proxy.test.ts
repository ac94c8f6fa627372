// @vitest-environment node
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import { getRewrittenUrl, unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { LANGUAGE_SEGMENT } from "@/lib/i18n/routing";
import { PER_REQUEST_PAGE_SLUGS, PUBLIC_PAGE_SLUGS } from "@/lib/site/routes";

/** A page request as a browser sends it. */
function request(path: string, { acceptLanguage, cookie }: { acceptLanguage?: string; cookie?: string } = {}) {
  const headers = new Headers();
  if (acceptLanguage) headers.set("accept-language", acceptLanguage);
  if (cookie) headers.set("cookie", cookie);
  return new NextRequest(new URL(path, "https://relief.example"), { headers });
}

/** The proxy's answer to a page request (a GET is answered at once; only a POST's body is awaited). */
function proxyPage(page: NextRequest): Response {
  const response = proxy(page);
  if (response instanceof Promise) throw new Error("a GET must be answered at once");
  return response;
}

const location = (response: Response) => response.headers.get("location");
/** Where a rewrite sends the request inside the app. */
const rewrittenTo = (response: Response) => {
  const target = response.headers.get("x-middleware-rewrite");
  return target ? new URL(target).pathname + new URL(target).search : null;
};
/** The proxy let the request through, as it is (English at its unprefixed address, a prefixed page). */
const passedOn = (response: Response) => response.status === 200 && response.headers.get("x-middleware-next") === "1" && location(response) === null && rewrittenTo(response) === null;
/** Where next.config.ts's rewrites send an address that the proxy passed on. */
async function configRewrite(path: string): Promise<string | null> {
  const response = await unstable_getResponseFromNextConfig({ url: `https://relief.example${path}`, nextConfig });
  const target = getRewrittenUrl(response);
  return target ? new URL(target, "https://relief.example").pathname + new URL(target, "https://relief.example").search : null;
}

afterEach(() => vi.unstubAllEnvs());

describe("proxy: the language of every page", () => {
  it("answers a first visit in the browser's language, by a temporary redirect that keeps the query", () => {
    const response = proxyPage(request("/wildfireguide?x=1", { acceptLanguage: "es-MX,es;q=0.9" }));
    expect(response.status).toBe(307);
    expect(location(response)).toBe("https://relief.example/es/wildfireguide?x=1");
    expect(response.headers.get("vary")).toMatch(/accept-language/);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("serves English at the unprefixed address (next.config.ts rewrites it to app/[lang] as en)", async () => {
    for (const acceptLanguage of ["en-US,en;q=0.9", "fr-FR", undefined]) {
      expect(passedOn(proxyPage(request("/donate", { acceptLanguage })))).toBe(true);
    }
    expect(passedOn(proxyPage(request("/")))).toBe(true);
    expect(await configRewrite("/donate")).toBe("/en/donate");
    expect(await configRewrite("/")).toBe("/en");
    expect(await configRewrite("/wildfireguide?x=1")).toBe("/en/wildfireguide?x=1");
  });

  it("rewrites nothing else: prefixed pages, the API, build files and files", async () => {
    for (const path of ["/en", "/es/donate", "/zh", "/ko/wildfireguide", "/api/places/en", "/_next/static/x.js", "/icon.svg", "/sw.js"]) {
      expect(await configRewrite(path), path).toBeNull();
    }
  });

  it("prefers the visitor's stored choice to the browser's language", () => {
    expect(location(proxyPage(request("/donate", { acceptLanguage: "es", cookie: "language=ko" })))).toBe("https://relief.example/ko/donate");
    expect(passedOn(proxyPage(request("/donate", { acceptLanguage: "es", cookie: "language=en" })))).toBe(true);
    // A cookie that is no language is ignored.
    expect(location(proxyPage(request("/donate", { acceptLanguage: "zh-TW", cookie: "language=fr" })))).toBe("https://relief.example/zh-Hant/donate");
  });

  it("shows a prefixed address in its own language whatever the visitor prefers, and stores nothing", () => {
    for (const path of ["/es/donate", "/en/donate", "/zh?place=abc"]) {
      const response = proxyPage(request(path, { acceptLanguage: "ko", cookie: "language=ko" }));
      expect(response.status, path).toBe(200);
      expect(location(response)).toBeNull();
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("sends old ?lang= links to the same page in that language, without storing it", () => {
    const response = proxyPage(request("/?lang=ko&place=abc", { cookie: "language=es" }));
    expect(response.status).toBe(307);
    expect(location(response)).toBe("https://relief.example/ko?place=abc");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(location(proxyPage(request("/donate?lang=en")))).toBe("https://relief.example/en/donate");
    expect(location(proxyPage(request("/es/donate?lang=zh")))).toBe("https://relief.example/zh/donate");
    // Not a language: ignored.
    expect(passedOn(proxyPage(request("/donate?lang=xx")))).toBe(true);
  });

  it("treats an unknown first segment as an English path (a 404 there)", async () => {
    expect(passedOn(proxyPage(request("/fr/donate")))).toBe(true);
    expect(await configRewrite("/fr/donate")).toBe("/en/fr/donate");
  });

  it("serves the reviewer screens at /moderate whatever the browser's language (their session cookie is scoped there)", () => {
    expect(passedOn(proxyPage(request("/moderate")))).toBe(true);
    expect(passedOn(proxyPage(request("/moderate/places/x", { acceptLanguage: "es-MX,es;q=0.9", cookie: "language=ko" })))).toBe(true);
    for (const path of ["/es/moderate", "/ko/moderate/places/x"]) {
      const response = proxyPage(request(path));
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get("location")!).pathname).toBe(path.slice(3));
    }
  });

  it("tells the page which language its address is in, whatever the client claims", () => {
    const forged = request("/es/nothing");
    forged.headers.set("x-page-language", "ko");
    const response = proxyPage(forged);
    expect(response.headers.get("x-middleware-request-x-page-language")).toBe("es");
  });

  it("gives public pages one shared policy (they are cached), with no nonce in the request", () => {
    const response = proxyPage(request("/es/donate"));
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-inline';/);
    expect(proxyPage(request("/es/donate")).headers.get("content-security-policy")).toBe(response.headers.get("content-security-policy"));
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBeNull();
  });

  it("gives /moderate a fresh nonce per request, in the response and in the request Next reads it from", () => {
    const a = proxyPage(request("/moderate"));
    const b = proxyPage(request("/es/moderate"));
    const csp = a.headers.get("content-security-policy");
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic';/);
    expect(csp).not.toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });
});

describe("proxy: a language written another way (issue 37, finding 6)", () => {
  it.each([
    ["/zh-hant", "/zh-Hant"],
    ["/ZH-HANT", "/zh-Hant"],
    ["/ES/donate", "/es/donate"],
    ["/zh-hANT/alerts", "/zh-Hant/alerts"],
    ["/zh-tw", "/zh-Hant"],
    ["/zh-hk/donate", "/zh-Hant/donate"],
    ["/zh-cn", "/zh"],
    ["/es-mx/wildfireguide", "/es/wildfireguide"],
    ["/en-us/donate", "/en/donate"],
    ["/fil", "/tl"],
    ["/hy-am", "/hy"],
    ["/fa-ir/contact", "/fa/contact"],
    ["/EN/moderate", "/en/moderate"],
  ])("%s → a permanent redirect to %s", (from, to) => {
    const response = proxyPage(request(from, { acceptLanguage: "ko", cookie: "language=ja" }));
    expect(response.status).toBe(308);
    expect(location(response)).toBe(`https://relief.example${to}`);
    // The same answer for everyone: a browser or CDN may keep it.
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("keeps the query (an old ?lang= link is then followed at the canonical address)", () => {
    expect(location(proxyPage(request("/zh-tw/donate?kind=shelter&x=1")))).toBe("https://relief.example/zh-Hant/donate?kind=shelter&x=1");
    expect(location(proxyPage(request("/ES?place=abc&lang=ko")))).toBe("https://relief.example/es?place=abc&lang=ko");
  });

  it("cannot be turned into a redirect to another site", () => {
    for (const path of ["/ES//evil.example", "/ES/%2F%2Fevil.example", "/ES/%5Cevil.example", "/ZH-TW/..%2F..%2F%2Fevil.example"]) {
      const target = new URL(location(proxyPage(request(path)))!);
      expect(target.origin, path).toBe("https://relief.example");
      expect(target.pathname, path).toMatch(/^\/(es|zh-Hant)\//);
    }
  });

  it("leaves any other unknown first segment to be an English path, a 404 page there", async () => {
    for (const path of ["/xx", "/xx/donate", "/fr/donate", "/hi-there", "/nothing"]) {
      expect(passedOn(proxyPage(request(path))), path).toBe(true);
      expect(await configRewrite(path), path).toBe(`/en${path}`);
    }
  });
});

describe("proxy: which requests it runs for (config.matcher)", () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
  const PUBLIC_PAGES = PUBLIC_PAGE_SLUGS;

  it("skips the cached public pages at their language address: they need nothing from it", () => {
    for (const lang of LANGUAGE_CODES) {
      expect(runs(`/${lang}`), lang).toBe(false);
      for (const page of PUBLIC_PAGES) expect(runs(`/${lang}/${page}`), `${lang}/${page}`).toBe(false);
    }
  });

  it("runs for unprefixed pages (the language choice), /moderate, unknown pages (a 404 in the right language) and old ?lang= links", () => {
    for (const url of ["/zh-hant", "/ZH-HANT", "/ES/donate", "/zh-hANT/alerts", "/zh-tw", "/es-mx/donate", "/fil", "/EN", "/", "/donate", "/wildfireguide", "/es/list", "/list?kind=shelter", "/es/moderate", "/moderate", "/es/no-such-page", "/es/donate/extra", "/es/donate?lang=ko", "/ko?lang=es"]) {
      expect(runs(url), url).toBe(true);
    }
  });

  it("never runs for the API, build files or files", () => {
    for (const url of ["/api/translate", "/_next/static/chunks/a.js", "/icon.svg", "/sw.js"]) expect(runs(url), url).toBe(false);
  });

  it("writes out LANGUAGE_SEGMENT (every code as written) and PUBLIC_PAGE_SLUGS (a matcher cannot import them)", () => {
    const [pages] = config.matcher as [string, ...unknown[]];
    expect(pages).toContain(`|${LANGUAGE_SEGMENT}(?:/(?:${PUBLIC_PAGE_SLUGS.join("|")}))?/?$|`);
    expect(JSON.stringify(config.matcher[1])).toContain(JSON.stringify(`/:lang(${LANGUAGE_SEGMENT})/:page*`).slice(1, -1));
    for (const code of LANGUAGE_CODES) expect(code).toMatch(new RegExp(`^${LANGUAGE_SEGMENT}$`));
  });

  it("names every public page in app/[lang]/(public): a new page must be added to the matcher and next.config.ts", () => {
    const folders = (dir: string) =>
      readdirSync(path.join(process.cwd(), dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    // Two route groups, each with its root layout: the residents' pages, and the reviewers' screens.
    expect(folders("app/[lang]").sort()).toEqual(["(public)", "(staff)"]);
    expect(folders("app/[lang]/(staff)")).toEqual(["moderate"]);
    // Pages rendered per request (the printable list) go through the proxy by design.
    const cached = folders("app/[lang]/(public)").filter((name) => !(PER_REQUEST_PAGE_SLUGS as readonly string[]).includes(name));
    expect(cached.sort()).toEqual([...PUBLIC_PAGES].sort());
  });
});
