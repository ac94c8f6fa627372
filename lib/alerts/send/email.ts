import "server-only";
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import type { EmailChannel } from "../channels";
import type { EmailSender, SendResult } from "./types";

/** The address part of ALERTS_FROM ("Name <a@b>" or "a@b"), whose domain names the Message-ID. */
const fromDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

/**
 * E-mail over SMTP (nodemailer, one pooled connection per process): plain text and simple HTML,
 * in the follower's language. The Message-ID is derived from the outbox key, so a mail sent
 * again after a crash is the same message (mail programs and most servers keep one). An SMTP 4xx
 * or a connection failure is tried again later; a 5xx (no such mailbox, refused) is not.
 */
export function createEmailSender({ smtpUrl, from }: EmailChannel): EmailSender {
  // One pooled connection per process; the SMTP URL says where and who (its password never logged).
  const url = new URL(smtpUrl);
  url.searchParams.set("pool", "true");
  // Well inside a claim's lease (ALERTS.leaseSeconds): a slow server is given up on and retried
  // before another instance could claim the same message and send it twice.
  url.searchParams.set("connectionTimeout", "20000");
  url.searchParams.set("greetingTimeout", "20000");
  url.searchParams.set("socketTimeout", "30000");
  const transport = nodemailer.createTransport(url.toString());
  const domain = fromDomain(from);
  return {
    async send(message): Promise<SendResult> {
      const headers: Record<string, string> = { "Auto-Submitted": "auto-generated", "Content-Language": message.language };
      // RFC 8058: a mail program offers "unsubscribe" and POSTs List-Unsubscribe=One-Click to the https address.
      if (message.unsubscribeUrl) {
        headers["List-Unsubscribe"] = `<${message.unsubscribeUrl}>`;
        headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${createHash("sha256").update(message.key).digest("hex").slice(0, 32)}@${domain}>`,
          headers,
        });
        return { outcome: "sent" };
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
        // A refused login (535) is the settings' fault, not the message's: it goes once SMTP_URL is fixed.
        if (typeof code === "number" && code >= 500 && code !== 535) return { outcome: "failed", reason };
        return { outcome: "retry", reason };
      }
    },
    close: async () => transport.close(),
  };
}
