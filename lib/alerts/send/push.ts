import "server-only";
import { createHash } from "node:crypto";
import webpush from "web-push";
import type { PushChannel } from "../channels";
import { isAllowedPushEndpoint, pushKeysProblem } from "../push-hosts";
import type { PushPayload, PushSender, SendResult } from "./types";

const TIMEOUT_MS = 10_000;

/** RFC 8030 §5.4: a Topic is at most 32 characters of the URL-safe base64 alphabet; a repeat with the same topic replaces an undelivered one. */
export const pushTopic = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);

function retryAfter(header: string | null): number | undefined {
  const value = Number(header);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and the payload encrypted for the subscription
 * (RFC 8291, aes128gcm), made by the `web-push` package. What a push service answers decides what
 * happens next: 2xx sent; 404 or 410 the subscription is gone (the follow is removed); 429 and 5xx
 * (and network failures) tried again later; any other 4xx (a bad request, a refused VAPID
 * signature, a payload too large) not retried.
 *
 * What fails before any request is made fails the same way every time, so it is never tried
 * again: keys no message can be encrypted for (not a point on P-256, an auth secret of another
 * size: stored before the follow route checked them) make the subscription gone, like a 410 —
 * no push service would ever say so, and the follow would be tried at every alert for 90 days;
 * anything else web-push refuses fails this message only.
 */
export function createPushSender({ publicKey, privateKey, subject, allowedHosts }: PushChannel & { allowedHosts: readonly string[] }): PushSender {
  return {
    async send(message): Promise<SendResult> {
      // Checked when the follow was made; again here, so no stored row can make the site post elsewhere.
      // Not "gone": the list is this server's setting, not a fault of the subscription.
      if (!isAllowedPushEndpoint(message.subscription.endpoint, allowedHosts)) return { outcome: "failed", reason: "The endpoint is not a known push service" };
      const keysProblem = pushKeysProblem(message.subscription.keys);
      if (keysProblem) return { outcome: "gone", reason: `Nothing was sent: ${keysProblem}` };
      const payload: PushPayload = { title: message.title, body: message.body, url: message.url, tag: message.key, lang: message.lang, dir: message.dir };
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        // web-push signs (VAPID) and encrypts (aes128gcm); the request itself goes through fetch,
        // with a timeout, and to this machine over plain http for the tests' stand-in.
        details = webpush.generateRequestDetails(message.subscription, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          topic: pushTopic(message.key),
          contentEncoding: "aes128gcm",
        });
      } catch (error) {
        return { outcome: "failed", reason: `Nothing was sent: the message could not be made (${error instanceof Error ? error.message : String(error)})` };
      }
      try {
        const answer = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "error",
        });
        const status = answer.status;
        if (status >= 200 && status < 300) return { outcome: "sent" };
        const reason = `The push service answered ${status}${await answer.text().then((t) => (t ? `: ${t.slice(0, 200)}` : ""), () => "")}`;
        if (status === 404 || status === 410) return { outcome: "gone", reason };
        if (status === 429 || status >= 500) return { outcome: "retry", reason, retryAfterSeconds: retryAfter(answer.headers.get("retry-after")) };
        return { outcome: "failed", reason };
      } catch (error) {
        return { outcome: "retry", reason: `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
