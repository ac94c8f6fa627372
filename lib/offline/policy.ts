import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, localizeHref, pathLanguage, stripLanguage, type Language } from "@/lib/i18n/languages";
import { HAZARDS_API } from "@/lib/hazards/payload";
import { PLACES_API } from "@/lib/places/summary";

/**
 * What the service worker keeps, as plain functions (unit-tested; lib/offline/sw.ts wires them
 * to Serwist). Pages are kept as last seen (network first); Next's hashed build files never
 * change, so they are served from the cache once stored.
 */

import { OFFLINE, STORED_COPY_ATTRIBUTE } from "./settings";

export { OFFLINE, STORED_COPY_ATTRIBUTE };

type RequestLike = { method: string; mode?: string; headers: { get(name: string): string | null } };

/**
 * The places the map reads (lib/places/summary.ts) and the hazard layers it draws
 * (lib/hazards/payload.ts): kept as last seen, like the pages, so the map, the entries opened
 * before and the last layers work offline (each layer says when it was fetched, so an old copy is
 * shown as out of date). The only parts of the API that are stored.
 */
export function isPlacesRequest(request: RequestLike, url: URL, origin: string): boolean {
  return request.method === "GET" && url.origin === origin && (url.pathname.startsWith(PLACES_API.prefix) || url.pathname === HAZARDS_API);
}

/**
 * The pages an alert's e-mail links to with its secret token in the address (confirm, change or
 * stop a follow): nothing of them is worth keeping offline, and a copy stored on the device would
 * only be one more place the address could be read from.
 */
const TOKEN_PAGES = ["/alerts/confirm", "/alerts/manage"];

/** Never stored as pages: moderation, the API, the alerts' token pages, and Next's data requests for client-side navigation. */
function excludedPath(url: URL): boolean {
  const path = stripLanguage(url.pathname).replace(/\/+$/, "");
  return url.pathname.startsWith("/moderate") || url.pathname.startsWith("/api/") || url.searchParams.has("_rsc") || TOKEN_PAGES.includes(path);
}

/** A page (HTML) of this site: a navigation, or an HTML request the window asked us to store. */
export function isPageRequest(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== "GET" || url.origin !== origin || excludedPath(url)) return false;
  if (request.headers.get("rsc") !== null) return false;
  return request.mode === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * The key a page is stored under: its address without query or anchor. Every public page is one
 * document for all its addresses (the map reads its filters in the browser, docs/caching.md), so
 * a need's link or a shared map link opens offline from the stored page, the newest one.
 */
export function pageCacheKey(url: string): string {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  return key.href;
}

/** Next's content-hashed build output, and the site's icons (the alerts' notification shows /icons/icon-192.png). */
export function isStaticAsset(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== "GET" || url.origin !== origin) return false;
  return url.pathname.startsWith("/_next/static/") || url.pathname === "/favicon.ico" || url.pathname === "/icon.svg" || url.pathname.startsWith("/icons/");
}

/** The build files a page needs (scripts, styles, fonts), read from its HTML. */
export function assetUrlsIn(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) found.add(new URL(match[1]!, base).href);
  return [...found];
}

/** The language the worker was registered for (`/sw.js?lang=es`); English when absent. */
export function workerLanguage(scriptUrl: string): Language {
  const lang = new URL(scriptUrl).searchParams.get("lang");
  return isLanguage(lang) ? lang : "en";
}

/**
 * The shell pages in a language: where to fetch each one, and the addresses to store it under. Each
 * is fetched at its explicit language address, so the server never redirects it by the visitor's
 * cookie or browser; English is stored at its unprefixed address as well, the one English pages
 * link to.
 */
export function shellPagesIn(language: Language): { fetch: string; keys: string[] }[] {
  return OFFLINE.shellPages.map((path) => {
    const explicit = localizeHref(language, path, { explicit: true });
    return { fetch: explicit, keys: language === "en" ? [path, explicit] : [explicit] };
  });
}

/** The "not stored on this device" page in the language of the page that was asked for. */
export function fallbackPageFor(url: URL): string {
  return localizeHref(pathLanguage(url.pathname) ?? "en", OFFLINE.fallbackPage);
}

/**
 * The "not stored" page in every language but the worker's own (which comes with the shell): a
 * link in another language (a relative's shared /es/donate on an English phone) then says so in
 * that language offline. Fetched after the shell, one by one; each is a small page.
 */
export function fallbackPagesBesides(language: Language): string[] {
  return LANGUAGE_CODES.filter((l) => l !== language).map((l) => localizeHref(l, OFFLINE.fallbackPage, { explicit: true }));
}

/**
 * Where a plain address (no language in it: `/`, `/donate`) goes offline. Online the server
 * redirects it by the visitor's cookie or browser to `/es/…`; that redirect is never stored (a
 * navigation's redirect cannot be), so offline the worker redirects it itself, to the language it
 * was registered for — the language of the last page this visitor opened — whose page it stores.
 * English is served at the plain address: null.
 */
export function offlineRedirectFor(url: URL, language: Language): string | null {
  if (language === DEFAULT_LANGUAGE || pathLanguage(url.pathname) !== null) return null;
  return localizeHref(language, `${url.pathname}${url.search}`);
}

/**
 * A page served from this device's storage carries STORED_COPY_ATTRIBUTE on <html>, so the page
 * can say it shows saved information — and only then (components/offline/offline-notice.tsx): a
 * page from the server is as fresh as its data however long ago it was rendered, since a change to
 * the places re-renders it at once.
 */
export function markStoredCopy(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html ${STORED_COPY_ATTRIBUTE}=""`);
}
