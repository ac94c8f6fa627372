"use client";

import { applicationServerKey } from "@/lib/alerts/browser";
import type { PushSubscriptionJson } from "@/lib/alerts/types";

/**
 * This browser's push subscription, through the site's service worker (lib/offline/sw.ts shows
 * the alerts). The page registers the worker a few seconds after it loads
 * (components/offline/service-worker.tsx); a visitor who turns alerts on sooner registers it here.
 */

export class PushError extends Error {
  constructor(readonly reason: "denied" | "failed") {
    super(reason);
  }
}

const READY_TIMEOUT_MS = 20_000;

async function registration(language: string): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/"))) {
    await navigator.serviceWorker.register(`/sw.js?lang=${language}`, { scope: "/" });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError("failed")), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Asks for permission (first, while the tap still counts as one: Safari refuses otherwise), then
 * subscribes with the site's key. A subscription made with another key (the site's keys changed)
 * is replaced: the push service would refuse the site's messages to it.
 */
export async function subscribeToPush(publicKey: string, language: string): Promise<PushSubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushError("denied");
  try {
    const key = applicationServerKey(publicKey);
    const { pushManager } = await registration(language);
    let subscription = await pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushError("failed");
    return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch (error) {
    throw error instanceof PushError ? error : new PushError("failed");
  }
}

/** Ends this browser's subscription: when the last follow on this device stops, nothing may arrive. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const existing = await navigator.serviceWorker.getRegistration("/");
  const subscription = await existing?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
