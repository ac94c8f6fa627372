import { readCappedBody } from "@/lib/http/read-capped";
import { SMS_INBOUND_PATH } from "@/lib/sms/channel";
import { validTwilioSignature } from "@/lib/sms/signature";
import { twiml } from "@/lib/sms/twiml";
import { answerText, unavailableReply } from "@/lib/services/sms/inbound";
import { configuredSms, inboundDeps } from "@/lib/services/sms/runtime";
import { siteOrigin } from "@/lib/site/origin";

export const dynamic = "force-dynamic";

/** Twilio's webhook body: a text's fields, form-encoded. A text is at most 1,600 characters; 16 KB holds it and every other field. */
const MAX_BODY_BYTES = 16 * 1024;

const xml = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store" } });
const plain = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/**
 * POST /api/sms/inbound: Twilio's Messaging webhook (docs/sms.md). Form-encoded in, TwiML out.
 * Only a request signed with TWILIO_AUTH_TOKEN over the site's public address + this path
 * (SITE_URL, never the request's Host) is heard: anything else is a 403, nothing stored, nothing
 * sent. Off (404) while text messages are not configured. Twilio gets a 2xx for every signed text,
 * whatever it says (an answer, the menu, or an empty <Response/> when nothing may be sent).
 */
export async function POST(request: Request) {
  const channel = configuredSms();
  if (!channel) return plain("Not found", 404);
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? "")) {
    return plain("Expected Twilio's form-encoded webhook (application/x-www-form-urlencoded).", 415);
  }
  const bytes = await readCappedBody(request, MAX_BODY_BYTES);
  if (bytes === null) return plain(`The request is over ${MAX_BODY_BYTES} bytes: no text message is.`, 413);
  const params = [...new URLSearchParams(new TextDecoder().decode(bytes))];
  const url = `${siteOrigin()}${SMS_INBOUND_PATH}`;
  if (!validTwilioSignature(channel.authToken, request.headers.get("x-twilio-signature"), url, params)) {
    return plain("The request is not signed by this site's Twilio account (X-Twilio-Signature).", 403);
  }
  const field = (name: string) => params.find(([key]) => key === name)?.[1] ?? "";
  try {
    const { reply, note } = await answerText(field("From").trim(), field("Body"), await inboundDeps(channel, siteOrigin()));
    return xml(twiml(reply, note));
  } catch (error) {
    // The database is down: Twilio still gets a 2xx (it would retry, then give up), and the
    // resident an answer that sends them to 911 or back later rather than silence.
    console.error("SMS: could not answer a text:", error instanceof Error ? error.message : error);
    return xml(twiml(unavailableReply(field("Body")), "error"));
  }
}
