import { insideFollowArea } from "./area";
import { roundPoint, type Point } from "./point";
import type { AlertSetup, FollowAnswer, ManagedFollow } from "./schemas";
import type { AlertRadius, AlertTopic, PushSubscriptionJson } from "./types";

/**
 * What the follow panel and the confirm and manage pages (components/alerts) need in the browser,
 * without zod: the alerts' HTTP interface as typed calls (docs/alerts.md), the point's rounding,
 * the device's follows and whether this browser can take web push. The server checks everything
 * again (./schemas.ts); these checks are for saying what to fix before sending.
 */

export { roundPoint, type Point } from "./point";

/** The point of a link to the panel (`/alerts?lat=34.19&lng=-118.13`, a place card's), if it is one in the area. */
export function pointFromSearch(search: string): Point | null {
  const params = new URLSearchParams(search);
  const lat = params.get("lat");
  const lng = params.get("lng");
  if (!lat || !lng || !/^-?\d{1,3}(\.\d+)?$/.test(lat) || !/^-?\d{1,3}(\.\d+)?$/.test(lng)) return null;
  const point = roundPoint({ latitude: Number(lat), longitude: Number(lng) });
  return insideFollowArea(point.latitude, point.longitude) ? point : null;
}

/** A token from one of the site's links (./schemas.ts `token`). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token in a confirm or manage link's address, or null. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get("token");
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Roughly an e-mail address: the server's check is the one that counts. */
export function looksLikeEmail(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}

export type FollowInput = Point & {
  radiusMiles: AlertRadius;
  topics: AlertTopic[];
  language: string;
  email?: string;
  push?: PushSubscriptionJson;
};

/** An answer of the alerts' API: the body of a 2xx, or what went wrong (status 0: no answer at all). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: Record<string, string>; retryAfterSeconds: number | null };

async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}) } });
  } catch {
    return { ok: false, status: 0, error: "network", fields: {}, retryAfterSeconds: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return { ok: true, status: response.status, data: body as T };
  const record = body && typeof body === "object" ? (body as { error?: unknown; fields?: unknown }) : {};
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    // A 2xx without a JSON body is no answer the page can use.
    status: response.ok ? 0 : response.status,
    error: typeof record.error === "string" ? record.error : "",
    fields: record.fields && typeof record.fields === "object" ? (record.fields as Record<string, string>) : {},
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

const post = <T>(path: string, body: unknown) => call<T>(path, { method: "POST", body: JSON.stringify(body) });

export const alertsApi = {
  setup: () => call<AlertSetup>("/api/alerts/setup"),
  where: (q: string) => call<Point & { label: string }>(`/api/alerts/where?q=${encodeURIComponent(q)}`),
  follow: (input: FollowInput) => post<FollowAnswer>("/api/alerts/follow", input),
  confirm: (token: string) => post<{ confirmed: true; manageUrl: string }>("/api/alerts/confirm", { token }),
  manage: (token: string, changes?: { radiusMiles: AlertRadius; topics: AlertTopic[] }) => post<ManagedFollow>("/api/alerts/manage", { token, ...changes }),
  unsubscribe: (token: string) => post<{ unsubscribed: true }>("/api/alerts/unsubscribe", { token }),
};

/** The panel's fields, for the server's field paths ("latitude", "push.keys.auth", "topics.1"). */
export type PanelField = "where" | "radius" | "topics" | "channels" | "email";

export function panelField(path: string): PanelField | null {
  const first = path.split(".")[0];
  if (first === "latitude" || first === "longitude") return "where";
  if (first === "radiusMiles") return "radius";
  if (first === "topics") return "topics";
  if (first === "push") return "channels";
  if (first === "email") return "email";
  return null;
}

/** The follows this device holds the token of (push follows made here), newest first. */
const FOLLOWS_KEY = "alerts.follows";
/** FEMA's app watches up to five places: enough for home, work, a parent's, a school. */
export const MAX_DEVICE_FOLLOWS = 5;

export function deviceFollows(storage: Pick<Storage, "getItem"> = localStorage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(FOLLOWS_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === "string" && TOKEN_PATTERN.test(t)).slice(0, MAX_DEVICE_FOLLOWS) : [];
  } catch {
    return [];
  }
}

export function rememberFollow(token: string, storage: Pick<Storage, "getItem" | "setItem"> = localStorage): void {
  const list = [token, ...deviceFollows(storage).filter((t) => t !== token)].slice(0, MAX_DEVICE_FOLLOWS);
  storage.setItem(FOLLOWS_KEY, JSON.stringify(list));
}

export function forgetFollow(token: string, storage: Pick<Storage, "getItem" | "setItem"> = localStorage): void {
  storage.setItem(FOLLOWS_KEY, JSON.stringify(deviceFollows(storage).filter((t) => t !== token)));
}

/**
 * Whether this browser can take web push: "ios-home-screen" on an iPhone or iPad whose Safari has
 * not opened the site from the Home Screen (iOS 16.4+ allows web push only there), "unsupported"
 * where a piece is missing, else "supported".
 */
export type PushSupport = "supported" | "ios-home-screen" | "unsupported";

export type BrowserFacts = {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** navigator.standalone (iOS) or display-mode: standalone. */
  standalone: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
};

export function isIos(facts: Pick<BrowserFacts, "userAgent" | "platform" | "maxTouchPoints">): boolean {
  // iPadOS Safari says it is a Mac; a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(facts.userAgent) || (facts.platform === "MacIntel" && facts.maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts): PushSupport {
  if (isIos(facts) && !facts.standalone) return "ios-home-screen";
  return facts.serviceWorker && facts.pushManager && facts.notification ? "supported" : "unsupported";
}

export function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform ?? "",
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches),
    serviceWorker: "serviceWorker" in nav,
    pushManager: typeof window !== "undefined" && "PushManager" in window,
    notification: typeof Notification !== "undefined",
  };
}

/** A VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
