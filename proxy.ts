import { NextResponse, type NextRequest } from "next/server";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@/lib/i18n/language";
import { isLanguage } from "@/lib/languages";

/**
 * Also: a shared link may carry `?lang=es|zh|ko|en`: it sets the language cookie, and this very request
 * is rendered in that language (the browser then copies it into localStorage).
 */
export function proxy(request: NextRequest) {
  // /moderate exists only when MODERATOR_TOKEN is set. Answered here, before the page streams:
  // under app/loading.tsx a page's notFound() would keep a 200 status.
  const { pathname } = request.nextUrl;
  if ((pathname === "/moderate" || pathname.startsWith("/moderate/")) && !process.env.MODERATOR_TOKEN?.trim()) {
    return NextResponse.rewrite(new URL("/404", request.url));
  }
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLanguage(lang)) return NextResponse.next();
  request.cookies.set(LANGUAGE_COOKIE, lang);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(LANGUAGE_COOKIE, lang, { path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: "lax" });
  return response;
}

export const config = {
  // Pages only: not API routes, assets or files.
  matcher: ["/((?!api|_next|favicon.ico|icon.svg|.*\\..*).*)"],
};
