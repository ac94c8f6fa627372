// The alerts' third parties on this machine, as one process: a push service (RFC 8030 stand-in)
// and an SMTP server, with their mailboxes readable over HTTP (GET, DELETE), and Twilio's
// Messages API (Basic auth with the account below, as the alerts site is configured):
//   push service  http://127.0.0.1:$PUSH_STUB_PORT  (POST /subscriptions makes one; /messages)
//   SMTP          smtp://127.0.0.1:$SMTP_STUB_PORT, mails at http://127.0.0.1:$MAILBOX_PORT/
//   Twilio        http://127.0.0.1:$TWILIO_STUB_PORT (TWILIO_API_URL)
// For the end-to-end tests (playwright.config.ts) and `npm run alerts -- stand-ins`.
import { startPushService } from "../../tests/support/push-service";
import { serveMailbox, startSmtp } from "../../tests/support/smtp";
import { startTwilio } from "../../tests/support/twilio";
import { TWILIO_ACCOUNT } from "./sms";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const push = await startPushService(port("PUSH_STUB_PORT", 4050));
  const smtp = await startSmtp(port("SMTP_STUB_PORT", 4025));
  await serveMailbox(smtp, port("MAILBOX_PORT", 4026));
  const twilio = await startTwilio(TWILIO_ACCOUNT.sid, TWILIO_ACCOUNT.authToken, port("TWILIO_STUB_PORT", 4051));
  console.log(`Push service: ${push.origin} (ALERTS_PUSH_HOSTS=${new URL(push.origin).host})`);
  console.log(`SMTP: ${smtp.url} (SMTP_URL=${smtp.url}), mails: http://127.0.0.1:${port("MAILBOX_PORT", 4026)}/`);
  console.log(`Twilio: ${twilio.origin} (TWILIO_API_URL=${twilio.origin} TWILIO_ACCOUNT_SID=${twilio.accountSid} TWILIO_AUTH_TOKEN=${twilio.authToken} TWILIO_FROM=${TWILIO_ACCOUNT.from})`);
}

void main();
