import type { PushPayload } from "@/lib/alerts/send/types";
import { SITE } from "@/lib/site/identity";

/**
 * What the service worker does with an area alert (lib/offline/sw.ts wires these to its `push` and
 * `notificationclick` events), as plain functions. The payload is the server's PushPayload: its
 * text is already in the follower's language.
 */

/** The manifest's icon (app/manifest.ts), shown beside the alert. */
export const NOTIFICATION_ICON = "/icons/icon-192.png";

export type NotificationPlan = {
  title: string;
  options: NotificationOptions & { renotify: boolean; data: { url: string } };
};

const LIMITS = { title: 200, body: 2000, tag: 200, lang: 35 };

const text = (value: unknown, max: number): string | null => (typeof value === "string" && value.trim() !== "" ? value.slice(0, max) : null);

/** An address on this site, or null: a notification never leads elsewhere, whatever its payload says. */
export function sameOriginUrl(value: unknown, origin: string): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The notification for a push message's text. A payload that is not a PushPayload still shows one
 * (a browser that receives a push showing nothing may stop delivering them): the site's name,
 * which reads the same in every language, leading to the home page in the worker's language.
 */
export function notificationFor(payload: string | null | undefined, origin: string, home = "/"): NotificationPlan {
  let data: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(payload ?? "");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed;
  } catch {
    // Not JSON: the generic notification below.
  }
  const title = text(data.title, LIMITS.title);
  const fallbackUrl = new URL(home, origin).href;
  if (!title) {
    return { title: SITE.name, options: { tag: "alert", renotify: false, icon: NOTIFICATION_ICON, data: { url: fallbackUrl } } };
  }
  const lang = text(data.lang, LIMITS.lang);
  return {
    title,
    options: {
      body: text(data.body, LIMITS.body) ?? "",
      // The alert's outbox key: a repeat of the same alert replaces it, silently (renotify false).
      tag: text(data.tag, LIMITS.tag) ?? "alert",
      renotify: false,
      icon: NOTIFICATION_ICON,
      ...(lang && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(lang) ? { lang } : {}),
      dir: data.dir === "rtl" || data.dir === "ltr" ? data.dir : "auto",
      data: { url: sameOriginUrl(data.url, origin) ?? fallbackUrl },
    },
  };
}

/** Where a tap on a notification leads: its address if it is on this site, else the home page. */
export function clickTarget(data: unknown, origin: string, home = "/"): string {
  const url = data && typeof data === "object" ? (data as { url?: unknown }).url : undefined;
  return sameOriginUrl(url, origin) ?? new URL(home, origin).href;
}

export type ClickPlan = { action: "focus"; index: number } | { action: "navigate"; index: number } | { action: "open" };

/**
 * A tap on a notification: the tab already showing that address comes to the front; else a tab
 * already on this site comes to the front and goes there (one tab, not one more per alert); else
 * a new window opens it.
 */
export function planClick(clientUrls: readonly string[], target: string, origin: string): ClickPlan {
  const exact = clientUrls.findIndex((url) => url === target);
  if (exact >= 0) return { action: "focus", index: exact };
  const onSite = clientUrls.findIndex((url) => sameOriginUrl(url, origin) !== null);
  if (onSite >= 0) return { action: "navigate", index: onSite };
  return { action: "open" };
}
