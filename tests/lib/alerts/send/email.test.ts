// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSender } from "@/lib/alerts/send/email";
import type { EmailMessage, EmailSender } from "@/lib/alerts/send/types";
import { startSmtp, type SmtpStandIn } from "@/tests/support/smtp";

const mail = (over: Partial<EmailMessage> = {}): EmailMessage => ({
  to: "resident@example.org",
  subject: "Orden de evacuación: Zona 7",
  text: "Salga ahora.\nhttps://relief.example.org/es",
  html: '<html lang="es"><body><p>Salga ahora.</p></body></html>',
  language: "es",
  key: "follow-1/zone:Zona 7:order:1",
  unsubscribeUrl: "https://relief.example.org/api/alerts/unsubscribe?token=abc",
  ...over,
});

describe("e-mail sender over SMTP (a real SMTP server on this machine)", () => {
  let smtp: SmtpStandIn;
  let sender: EmailSender;
  beforeAll(async () => {
    smtp = await startSmtp();
    sender = createEmailSender({ smtpUrl: smtp.url, from: "LA Wildfire Relief <alerts@relief.example.org>" });
  });
  afterAll(async () => {
    await sender?.close?.();
    await smtp?.close();
  });

  it("sends text and HTML in the follower's language, with RFC 8058 one-click unsubscribe", async () => {
    expect(await sender.send(mail())).toEqual({ outcome: "sent" });
    const received = smtp.mails.at(-1)!;
    expect(received).toMatchObject({ to: ["resident@example.org"], from: "alerts@relief.example.org", subject: "Orden de evacuación: Zona 7" });
    expect(received.text.trim()).toBe("Salga ahora.\nhttps://relief.example.org/es");
    expect(received.html).toContain("<p>Salga ahora.</p>");
    expect(received.headers["list-unsubscribe"]).toBe("<https://relief.example.org/api/alerts/unsubscribe?token=abc>");
    expect(received.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(received.headers["content-language"]).toBe("es");
    expect(received.headers["auto-submitted"]).toBe("auto-generated");
  });

  it("the same alert sent twice (a crash before it was recorded) is the same message: one Message-ID", async () => {
    await sender.send(mail());
    await sender.send(mail());
    await sender.send(mail({ key: "follow-1/zone:Zona 7:lifted:2" }));
    const [a, b, c] = smtp.mails.slice(-3).map((m) => m.messageId);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toMatch(/^<[0-9a-f]{32}@relief\.example\.org>$/);
  });

  it("no unsubscribe header on a mail about the follow itself (the confirmation)", async () => {
    await sender.send(mail({ unsubscribeUrl: undefined }));
    expect(smtp.mails.at(-1)!.headers["list-unsubscribe"]).toBeUndefined();
  });

  it("a 4xx is tried again later, a 5xx is not", async () => {
    smtp.failNext(451);
    expect(await sender.send(mail())).toMatchObject({ outcome: "retry" });
    smtp.failNext(550);
    expect(await sender.send(mail())).toMatchObject({ outcome: "failed" });
    expect(await sender.send(mail())).toEqual({ outcome: "sent" });
  });

  it("a server that cannot be reached is tried again later", async () => {
    const nowhere = createEmailSender({ smtpUrl: "smtp://127.0.0.1:9", from: "alerts@relief.example.org" });
    expect(await nowhere.send(mail())).toMatchObject({ outcome: "retry" });
    await nowhere.close?.();
  });
});
