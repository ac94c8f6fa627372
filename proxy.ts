import { NextResponse, type NextRequest } from "next/server";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@/lib/i18n/language";
import { isLanguage } from "@/lib/languages";
import { cspSources } from "@/lib/security/csp-sources";
import { contentSecurityPolicy, newNonce } from "@/lib/security/headers";

/**
 * Runs before every page: sets the page's Content-Security-Policy with a fresh nonce, answers
 * /moderate with a 404 when moderation is off, and handles `?lang=es|zh|ko|en` on shared links (it
 * sets the language cookie, and this very request is rendered in that language; the browser then
 * copies it into localStorage).
 */
export function proxy(request: NextRequest) {
  // A fresh nonce per page: Next reads it from the request's CSP header and puts it on its scripts.
  const csp = contentSecurityPolicy(cspSources, newNonce());
  request.headers.set("content-security-policy", csp);
  const response = route(request);
  response.headers.set("content-security-policy", csp);
  return response;
}

function route(request: NextRequest): NextResponse {
  // /moderate exists only when MODERATOR_TOKEN is set. Answered here, before the page streams:
  // once a page has started streaming, its notFound() can no longer change the 200 status.
  const { pathname } = request.nextUrl;
  if ((pathname === "/moderate" || pathname.startsWith("/moderate/")) && !process.env.MODERATOR_TOKEN?.trim()) {
    return NextResponse.rewrite(new URL("/404", request.url), { request: { headers: request.headers } });
  }
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLanguage(lang)) return NextResponse.next({ request: { headers: request.headers } });
  request.cookies.set(LANGUAGE_COOKIE, lang);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(LANGUAGE_COOKIE, lang, { path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: "lax" });
  return response;
}

export const config = {
  // Pages only: not API routes, assets or files.
  matcher: ["/((?!api|_next|favicon.ico|icon.svg|.*\\..*).*)"],
};
