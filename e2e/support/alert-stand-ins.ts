// The alerts' third parties on this machine, as one process: a push service (RFC 8030 stand-in)
// and an SMTP server, with their mailboxes readable over HTTP (GET, DELETE):
//   push service  http://127.0.0.1:$PUSH_STUB_PORT  (POST /subscriptions makes one; /messages)
//   SMTP          smtp://127.0.0.1:$SMTP_STUB_PORT, mails at http://127.0.0.1:$MAILBOX_PORT/
// For the end-to-end tests (playwright.config.ts) and `npm run alerts -- stand-ins`.
import { startPushService } from "../../tests/support/push-service";
import { serveMailbox, startSmtp } from "../../tests/support/smtp";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const push = await startPushService(port("PUSH_STUB_PORT", 4050));
  const smtp = await startSmtp(port("SMTP_STUB_PORT", 4025));
  await serveMailbox(smtp, port("MAILBOX_PORT", 4026));
  console.log(`Push service: ${push.origin} (ALERTS_PUSH_HOSTS=${new URL(push.origin).host})`);
  console.log(`SMTP: ${smtp.url} (SMTP_URL=${smtp.url}), mails: http://127.0.0.1:${port("MAILBOX_PORT", 4026)}/`);
}

void main();
