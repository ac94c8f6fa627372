// @vitest-environment node
import { createECDH, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowedPushEndpoint, isAuthSecret, isP256PublicKey, pushKeysProblem } from "@/lib/alerts/push-hosts";
import { createPushSender, pushTopic } from "@/lib/alerts/send/push";
import type { PushMessage } from "@/lib/alerts/send/types";
import { startPushService, vapidProblem, type PushService } from "@/tests/support/push-service";

const keys = webpush.generateVAPIDKeys();
const message = (over: Partial<PushMessage> = {}): Omit<PushMessage, "subscription"> => ({
  title: "Orden de evacuación: Zona 7",
  body: "Salga ahora.",
  url: "https://relief.example.org/es?lat=34.2&lng=-118.15#map",
  key: "zone:Zona 7:order:2099-01-08T17:00:00.000Z",
  urgency: "high",
  ttlSeconds: 86_400,
  lang: "es",
  dir: "ltr",
  ...over,
});

describe("web push sender against a push service stand-in (RFC 8030, 8291, 8292)", () => {
  let service: PushService;
  let hosts: string[];
  beforeAll(async () => {
    service = await startPushService();
    hosts = [new URL(service.origin).host];
  });
  afterAll(() => service?.close());
  const sender = (publicKey = keys.publicKey, privateKey = keys.privateKey) => createPushSender({ publicKey, privateKey, subject: "mailto:alerts@example.org", allowedHosts: hosts });

  it("delivers the payload encrypted for the subscription, signed, urgent, with a topic and a TTL", async () => {
    const subscription = service.subscribe();
    expect(await sender().send({ ...message(), subscription })).toEqual({ outcome: "sent" });
    const received = service.received.at(-1)!;
    expect(received.payload).toEqual({ title: "Orden de evacuación: Zona 7", body: "Salga ahora.", url: message().url, tag: message().key, lang: "es", dir: "ltr" });
    expect(received).toMatchObject({ ttl: "86400", urgency: "high", topic: pushTopic(message().key), vapidKey: keys.publicKey });
    expect(received.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it("a gone subscription (404, 410) is 'gone'; 429 and 5xx are tried again; other refusals are not", async () => {
    const outcomes = [];
    for (const status of [410, 404, 429, 500, 503, 400]) {
      const subscription = service.subscribe(status);
      outcomes.push([status, (await sender().send({ ...message(), subscription })).outcome]);
    }
    expect(outcomes).toEqual([
      [410, "gone"],
      [404, "gone"],
      [429, "retry"],
      [500, "retry"],
      [503, "retry"],
      [400, "failed"],
    ]);
  });

  it("the stand-in refuses a signature made with another key than the one named (it is an honest check)", async () => {
    const other = webpush.generateVAPIDKeys();
    // web-push signs with the private key and names the public key it is given: a mismatched pair.
    const subscription = service.subscribe();
    const result = await sender(keys.publicKey, other.privateKey).send({ ...message(), subscription });
    expect(result).toMatchObject({ outcome: "failed", reason: expect.stringContaining("403") });

    // And a hand-made JWT for another audience, well signed.
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]).toString("base64url");
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part({ aud: "https://elsewhere.example.org", exp: Math.floor(Date.now() / 1000) + 3600, sub: "mailto:a@example.org" })}`;
    const signature = createSign("sha256").update(unsigned).sign({ key: privateKey, dsaEncoding: "ieee-p1363" }).toString("base64url");
    expect(vapidProblem(`vapid t=${unsigned}.${signature}, k=${point}`, service.origin)).toBe(`aud must be ${service.origin}`);
    expect(vapidProblem(`vapid t=${unsigned}.${signature}, k=${point}`, "https://elsewhere.example.org")).toBeNull();
  });

  it("keys no message can be encrypted for make the subscription gone, with no request made (never retried)", async () => {
    // Issue 37: 0x04 and 64 random bytes has a key's shape but is no point on P-256; web-push throws before any request.
    const junk = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url");
    const before = service.received.length;
    for (const keys of [{ p256dh: junk }, { auth: randomBytes(8).toString("base64url") }]) {
      const subscription = service.subscribe();
      const result = await sender().send({ ...message(), subscription: { ...subscription, keys: { ...subscription.keys, ...keys } } });
      expect(result).toMatchObject({ outcome: "gone", reason: expect.stringMatching(/^Nothing was sent: push\.keys\.(p256dh|auth)/) });
    }
    expect(service.received).toHaveLength(before);
  });

  it("never posts to an endpoint off the allow-list, even one already stored", async () => {
    const subscription = { ...service.subscribe(), endpoint: "http://10.0.0.7/admin" };
    const before = service.received.length;
    expect(await sender().send({ ...message(), subscription })).toMatchObject({ outcome: "failed" });
    expect(service.received).toHaveLength(before);
  });
});

describe("push endpoint allow-list", () => {
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/abc", true],
    ["https://web.push.apple.com/QGa", true],
    ["https://api.push.apple.com/3/device/x", true],
    ["https://wns2-par02p.notify.windows.com/w/?token=x", true],
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["https://fcm.googleapis.com.evil.example/x", false],
    ["https://evilpush.apple.com.example.org/x", false],
    ["https://push.apple.com/x", false],
    ["https://user:pw@fcm.googleapis.com/x", false],
    ["https://fcm.googleapis.com:8443/x", false],
    ["https://127.0.0.1/x", false],
    ["http://169.254.169.254/latest/meta-data", false],
    ["not a url", false],
  ])("%s → %s", (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(allowed);
  });

  it("adds the operator's hosts; plain http only on this machine", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:4050/push/x", ["127.0.0.1:4050"])).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4051/push/x", ["127.0.0.1:4050"])).toBe(false);
    expect(isAllowedPushEndpoint("https://push.example.org/x", ["push.example.org"])).toBe(true);
    expect(isAllowedPushEndpoint("http://push.example.org/x", ["push.example.org"])).toBe(false);
    // A host named without a port admits its default port only, never another service on it.
    expect(isAllowedPushEndpoint("https://push.example.org:5432/x", ["push.example.org"])).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:5432/x", ["127.0.0.1"])).toBe(false);
  });
});

describe("push subscription keys (RFC 8291: the browser's P-256 public key and 16-byte auth secret)", () => {
  const point = () => {
    const ecdh = createECDH("prime256v1");
    return ecdh.generateKeys();
  };

  it("takes a browser's public key, and no other 65 bytes", () => {
    expect(isP256PublicKey(point().toString("base64url"))).toBe(true);
    // Padded base64url, as some libraries write it.
    expect(isP256PublicKey(`${point().toString("base64url")}=`)).toBe(true);
    const offCurve = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
    expect(isP256PublicKey(offCurve.toString("base64url"))).toBe(false);
    expect(isP256PublicKey(Buffer.alloc(65, 0).fill(4, 0, 1).toString("base64url"))).toBe(false);
    // Compressed (33 bytes), a point with its prefix changed, not base64url.
    expect(isP256PublicKey(createECDH("prime256v1").generateKeys("base64url", "compressed"))).toBe(false);
    expect(isP256PublicKey(Buffer.concat([Buffer.from([5]), point().subarray(1)]).toString("base64url"))).toBe(false);
    expect(isP256PublicKey("B".repeat(86) + "!")).toBe(false);
  });

  it("an auth secret is exactly 16 bytes", () => {
    expect(isAuthSecret(randomBytes(16).toString("base64url"))).toBe(true);
    expect(isAuthSecret(randomBytes(15).toString("base64url"))).toBe(false);
    expect(isAuthSecret(randomBytes(17).toString("base64url"))).toBe(false);
  });

  it("says which key is wrong, in words a developer can act on", () => {
    const auth = randomBytes(16).toString("base64url");
    expect(pushKeysProblem({ p256dh: point().toString("base64url"), auth })).toBeNull();
    expect(pushKeysProblem({ p256dh: "B".repeat(87), auth })).toMatch(/^push\.keys\.p256dh is not a P-256 public key: 65 bytes in base64url, a point on the curve/);
    expect(pushKeysProblem({ p256dh: point().toString("base64url"), auth: "abc" })).toMatch(/^push\.keys\.auth must be 16 bytes/);
  });
});
