import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Twilio's Messages API on this machine (the only part of the SMS path we cannot
 * run): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, Basic auth with the
 * account SID and auth token (401 and Twilio's error 20003 otherwise), `To` and `Body` and one of
 * `From` / `MessagingServiceSid` required (400, error 21604 / 21602 / 21603 as Twilio answers). A
 * number in `optedOut` gets Twilio's 400 with error 21610 ("Attempt to send to unsubscribed
 * recipient"); `failNext` answers the next sends with a status (429, 500) first. Records every
 * message accepted.
 */
export type TwilioStandIn = {
  origin: string;
  accountSid: string;
  authToken: string;
  messages: { to: string; from: string | null; messagingServiceSid: string | null; body: string; sid: string }[];
  optedOut: Set<string>;
  failNext: number[];
  close(): Promise<void>;
};

export async function startTwilio(accountSid = `AC${"5".repeat(32)}`, authToken = "twilio-stand-in-token-0123456789", listenOn = 0): Promise<TwilioStandIn> {
  const state: Omit<TwilioStandIn, "origin" | "close"> = { accountSid, authToken, messages: [], optedOut: new Set(), failNext: [] };
  const json = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== "POST" || req.url !== path) return json(res, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { code: 20003, message: "Authenticate", status: 401 });
      const failure = state.failNext.shift();
      if (failure) return json(res, failure, { code: failure === 429 ? 20429 : 20500, message: "Try again", status: failure });
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = form.get("To");
      const body = form.get("Body");
      const from = form.get("From");
      const service = form.get("MessagingServiceSid");
      if (!to) return json(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      if (!body) return json(res, 400, { code: 21602, message: "Message body is required.", status: 400 });
      if (!from && !service) return json(res, 400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
      if (state.optedOut.has(to)) return json(res, 400, { code: 21610, message: "Attempt to send to unsubscribed recipient", status: 400 });
      const sid = `SM${String(state.messages.length + 1).padStart(32, "0")}`;
      state.messages.push({ to, from, messagingServiceSid: service, body, sid });
      json(res, 201, { sid, status: "queued", to, from, body, account_sid: accountSid });
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
