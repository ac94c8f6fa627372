import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushSubscriptionJson } from "@/lib/alerts/types";

/**
 * A stand-in for a browser's push service (only the third party is stood in), speaking RFC 8030:
 * POST /push/<id> with the message. Like a real one it refuses a request whose VAPID signature
 * (RFC 8292) does not verify against the key it names, whose audience is not this service, or
 * whose expiry is past or more than 24 hours away; and it decrypts the aes128gcm payload (RFC 8291
 * over RFC 8188) with the subscription's private key and auth secret, which it made itself (the
 * subscription a test hands to the site is one of its own) — written from the RFCs, not with the
 * sending library's code, so the library is not tested against itself.
 */

export type PushReceived = { id: string; ttl: string | null; urgency: string | null; topic: string | null; payload: unknown; vapidKey: string };

type Subscription = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answer: number };

const b64 = (buffer: Buffer) => buffer.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of one aes128gcm message (a single record). */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error("Not a single aes128gcm record with a P-256 key id");
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const uaPublic = uaPrivate.getPublicKey();
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("The last record has no 0x02 delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT's ES256 signature checked against k. Returns why it is refused, or null. */
export function vapidProblem(header: string | undefined, audience: string, now = Date.now()): string | null {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return "No VAPID authorization";
  const [, jwt = "", key = ""] = match;
  const [head = "", claims = "", signature = ""] = jwt.split(".");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return "k is not a P-256 public key";
  const publicKey = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) }, format: "jwk" });
  const signed = verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) return "The JWT's signature does not verify with k";
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (header_.alg !== "ES256") return "alg must be ES256";
  if (body.aud !== audience) return `aud must be ${audience}`;
  if (typeof body.exp !== "number" || body.exp * 1000 <= now || body.exp * 1000 > now + 24 * 3600 * 1000) return "exp must be within 24 hours";
  if (typeof body.sub !== "string" || !/^(mailto:|https:)/.test(body.sub)) return "sub must be a mailto: or https: URL";
  return null;
}

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => resolve(Buffer.concat(parts)));
    request.on("error", reject);
  });

export type PushService = {
  origin: string;
  received: PushReceived[];
  /** A subscription on this service, as PushSubscription.toJSON() gives it; `answer` is the status it replies with (201, or 404/410/429/500…). */
  subscribe(answer?: number): PushSubscriptionJson;
  /** Changes what an endpoint answers from now on. */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
};

export async function startPushService(port = 0): Promise<PushService> {
  const subscriptions = new Map<string, Subscription>();
  const received: PushReceived[] = [];
  let origin = "";

  const server: Server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    try {
      const url = new URL(request.url ?? "/", origin);
      // Control for the end-to-end tests, which run the stand-in as its own process.
      if (url.pathname === "/messages" && request.method === "GET") return json(200, received);
      if (url.pathname === "/messages" && request.method === "DELETE") return json(200, received.splice(0).length);
      if (url.pathname === "/subscriptions" && request.method === "POST") return json(201, service.subscribe(Number(url.searchParams.get("answer") ?? 201)));

      const id = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      if (request.method !== "POST" || !id || !subscription) return json(404, { reason: "No such subscription" });
      const body = await read(request);
      const problem = vapidProblem(request.headers.authorization, origin);
      if (problem) return json(problem === "No VAPID authorization" ? 401 : 403, { reason: problem });
      if (request.headers["content-encoding"] !== "aes128gcm") return json(415, { reason: "Content-Encoding must be aes128gcm" });
      if (!request.headers.ttl) return json(400, { reason: "TTL is required" });
      if (subscription.answer >= 300) return json(subscription.answer, { reason: `Configured to answer ${subscription.answer}` });
      const plaintext = decryptAes128gcm(body, subscription.ecdh, subscription.auth).toString("utf8");
      received.push({
        id,
        ttl: request.headers.ttl as string,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        topic: (request.headers.topic as string | undefined) ?? null,
        payload: JSON.parse(plaintext) as unknown,
        vapidKey: /k=([A-Za-z0-9_-]+)/.exec(request.headers.authorization ?? "")?.[1] ?? "",
      });
      response.writeHead(201, { location: `${origin}/messages/${received.length}` }).end();
    } catch (error) {
      json(400, { reason: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const service: PushService = {
    origin,
    received,
    subscribe(answer = 201) {
      const id = b64(randomBytes(12));
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth, answer });
      return { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answer(endpoint, status) {
      const subscription = subscriptions.get(endpoint.split("/").pop() ?? "");
      if (subscription) subscription.answer = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return service;
}
