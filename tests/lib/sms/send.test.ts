// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwilioSender, maskNumber } from "@/lib/sms/send";
import { startTwilio, type TwilioStandIn } from "@/tests/support/twilio";

let twilio: TwilioStandIn;
beforeAll(async () => {
  twilio = await startTwilio();
});
afterAll(() => twilio.close());

const channel = (over: Partial<{ authToken: string; from: { number: string } | { messagingServiceSid: string } }> = {}) => ({
  accountSid: twilio.accountSid,
  authToken: over.authToken ?? twilio.authToken,
  from: over.from ?? { number: "+12135550199" },
  apiUrl: twilio.origin,
  maxPerSecond: 1,
});

describe("sending a text through Twilio's Messages API (a stand-in speaking it)", () => {
  it("sends To, From and Body with Basic auth", async () => {
    expect(await createTwilioSender(channel()).send({ to: "+12135550100", body: "Evacuation order: Zone 7" })).toEqual({ outcome: "sent" });
    expect(twilio.messages.at(-1)).toMatchObject({ to: "+12135550100", from: "+12135550199", body: "Evacuation order: Zone 7" });
  });

  it("sends from a Messaging Service instead of a number", async () => {
    await createTwilioSender(channel({ from: { messagingServiceSid: `MG${"1".repeat(32)}` } })).send({ to: "+12135550100", body: "x" });
    expect(twilio.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: `MG${"1".repeat(32)}` });
  });

  it("a recipient who texted STOP to the provider (21610) ends the follow; nothing is recorded as sent", async () => {
    twilio.optedOut.add("+12135550111");
    const before = twilio.messages.length;
    expect(await createTwilioSender(channel()).send({ to: "+12135550111", body: "x" })).toMatchObject({ outcome: "gone", reason: expect.stringContaining("21610") });
    expect(twilio.messages.length).toBe(before);
  });

  it("429 and 5xx are tried again; a wrong token is given up; the full number is never in the reason", async () => {
    twilio.failNext.push(429, 500);
    const sender = createTwilioSender(channel());
    expect(await sender.send({ to: "+12135550100", body: "x" })).toMatchObject({ outcome: "retry" });
    expect(await sender.send({ to: "+12135550100", body: "x" })).toMatchObject({ outcome: "retry" });
    const wrong = await createTwilioSender(channel({ authToken: "wrong-token" })).send({ to: "+12135550100", body: "x" });
    expect(wrong).toMatchObject({ outcome: "failed", reason: expect.stringContaining("401") });
    expect(JSON.stringify(wrong)).not.toContain("+12135550100");
    expect(maskNumber("+12135550100")).toBe("+1213***0100");
  });

  it("an unreachable provider is tried again", async () => {
    const down = createTwilioSender({ ...channel(), apiUrl: "http://127.0.0.1:9" });
    expect(await down.send({ to: "+12135550100", body: "x" })).toMatchObject({ outcome: "retry" });
  });
});
