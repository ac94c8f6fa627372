import { NextResponse, type NextRequest } from "next/server";
import { isLanguage, LANGUAGE_COOKIE, localizeHref, PAGE_LANGUAGE_HEADER, pathLanguage, stripLanguage, type Language } from "@/lib/i18n/languages";
import { languageForSegment, negotiateLanguage } from "@/lib/i18n/negotiate";
import { publicEnv } from "@/lib/env/public";
import { cspSourcesFor } from "@/lib/security/csp-sources";
import { contentSecurityPolicy, newNonce } from "@/lib/security/headers";
import { checkPagePost } from "@/lib/security/page-post";

/**
 * Runs before every page: sets the page's Content-Security-Policy (lib/security/headers.ts) and
 * puts every page in a language.
 *
 * Languages live in the URL (`/es/donate`); English is unprefixed (`/donate`). A request for an
 * unprefixed page is answered in the visitor's stored choice (the `language` cookie, set with
 * localStorage by the language menu), else the best match of their browser's Accept-Language,
 * by a redirect to that language's address — or, for English, served as it is. A prefixed link
 * (`/es/…`, `/en/…`) always shows its language and never changes the visitor's stored choice.
 * Old `?lang=xx` links redirect to the same page in that language, without storing anything.
 * A language written another way (`/ZH-HANT`, `/ES/donate`, `/zh-tw`, `/es-mx`, `/fil`) is sent
 * for good to its own address (`/zh-Hant`, `/es/donate`, `/zh-Hant`, `/es`, `/tl`); any other
 * unknown first segment is an English path, and a 404 page there (app/global-not-found.tsx).
 */
const CSP_SOURCES = cspSourcesFor(publicEnv);
const PUBLIC_PAGE_CSP = contentSecurityPolicy(CSP_SOURCES, "public-page");

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  return request.method === "POST" ? checkedPost(request) : page(request);
}

/** A form's server action that Next or React would refuse with a 500 gets a 4xx saying why. */
async function checkedPost(request: NextRequest): Promise<NextResponse> {
  const refusal = await checkPagePost(request);
  if (!refusal) return page(request);
  const response = NextResponse.json({ error: refusal.error }, { status: refusal.status, headers: { "cache-control": "no-store" } });
  response.headers.set("content-security-policy", PUBLIC_PAGE_CSP);
  return response;
}

function page(request: NextRequest): NextResponse {
  const perUser = isModeration(stripLanguage(request.nextUrl.pathname));
  // Per-user pages are rendered per request, so they get a fresh nonce: Next reads it from the
  // request's CSP header and puts it on its scripts. Public pages are prerendered and shared by
  // every visitor (and any CDN), so no nonce can reach them: the same policy for everyone.
  const csp = perUser ? contentSecurityPolicy(CSP_SOURCES, { nonce: newNonce() }) : PUBLIC_PAGE_CSP;
  if (perUser) request.headers.set("content-security-policy", csp);
  const response = route(request);
  response.headers.set("content-security-policy", csp);
  return response;
}

function isModeration(path: string): boolean {
  return path === "/moderate" || path.startsWith("/moderate/");
}

function redirect(request: NextRequest, language: Language, pathname: string, { explicit = false } = {}): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = localizeHref(language, pathname, { explicit });
  url.searchParams.delete("lang");
  // 307: the answer depends on who asks; never cached as a permanent move.
  const response = NextResponse.redirect(url, 307);
  response.headers.set("vary", "accept-language, cookie");
  response.headers.set("cache-control", "private, no-store");
  return response;
}

/**
 * `/ES/donate` → `/es/donate`: the same path under the language's own code, or null when the first
 * segment is a code as written or no language at all. The result always starts with `/<code>`, so
 * whatever follows (`//evil.example`, a backslash, `%2F`) stays a path on this site.
 */
function canonicalPath(pathname: string): string | null {
  const [, first = "", ...rest] = pathname.split("/");
  const language = languageForSegment(first);
  return language ? ["", language, ...rest].join("/") : null;
}

/**
 * A permanent redirect (308: the method and body are kept) that depends on nothing but the
 * address, so browsers and a CDN may keep it; the query goes along. Next writes its Location
 * relative to this site (never the request's Host).
 */
function permanentRedirect(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.redirect(url, 308);
  response.headers.set("cache-control", "public, max-age=86400");
  return response;
}

function route(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const canonical = canonicalPath(pathname);
  if (canonical) return permanentRedirect(request, canonical);
  const explicit = pathLanguage(pathname);
  const path = stripLanguage(pathname);
  request.headers.set(PAGE_LANGUAGE_HEADER, explicit ?? "en");

  // The reviewer screens are English only and their session cookie is scoped to /moderate, so
  // they live at the unprefixed address whatever the browser's language: a reviewer whose phone
  // is set to Spanish must not be sent to /es/moderate, where their session would not reach.
  if (isModeration(path)) {
    if (explicit) return redirect(request, "en", path);
    request.headers.set(PAGE_LANGUAGE_HEADER, "en");
    return NextResponse.next({ request: { headers: request.headers } });
  }

  const linked = searchParams.get("lang");
  if (isLanguage(linked)) return redirect(request, linked, path, { explicit: true });

  if (explicit) return NextResponse.next({ request: { headers: request.headers } });

  const stored = request.cookies.get(LANGUAGE_COOKIE)?.value;
  const language = isLanguage(stored) ? stored : negotiateLanguage(request.headers.get("accept-language"));
  if (language !== "en") return redirect(request, language, path);

  // English, at its unprefixed address: next.config.ts rewrites it to app/[lang] with lang = en
  // (why there, not here: see its rewrites()). Next replaces any Vary set here with its own: a
  // CDN in front must key unprefixed addresses on the language cookie and Accept-Language itself
  // (docs/caching.md).
  return NextResponse.next({ request: { headers: request.headers } });
}

export const config = {
  matcher: [
    // Pages only: not API routes, assets or files. Nor the cached public pages at their language
    // address (/es, /es/donate, …): their language is in the URL and their CSP comes from
    // next.config.ts, so they skip the proxy, which costs a quarter of what `next start` spends
    // serving a cached page (docs/benchmarks.md). The list must name every public page in
    // app/[lang] (tests/proxy.test.ts); a page missing from it only goes through the proxy.
    // The language segment is LANGUAGE_SEGMENT (lib/i18n/routing.ts: every code, exactly as
    // written, so `/zh-hant` or `/ES` comes here to be redirected) and the pages PUBLIC_PAGE_SLUGS
    // (lib/site/routes.ts), written out because Next reads a matcher at build (tests/proxy.test.ts).
    "/((?!api|_next|favicon.ico|icon.svg|(?:en|es|zh|zh-Hant|ko|hy|tl|vi|fa|ru|ja|km|ar|th|hi)(?:/(?:wildfireguide|donate|volunteer|contact|suggest|offline|alerts))?/?$|.*\\..*).*)",
    // An old `?lang=` link to one of those still gets its redirect.
    { source: "/:lang((?:en|es|zh|zh-Hant|ko|hy|tl|vi|fa|ru|ja|km|ar|th|hi))/:page*", has: [{ type: "query", key: "lang" }] },
    // A form's server action, wherever its page is (lib/security/page-post.ts checks it first).
    { source: "/:path((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/:path((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "[mM][uU][lL][tT][iI][pP][aA][rR][tT]/.*" }] },
  ],
};
