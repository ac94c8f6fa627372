import { simpleParser } from "mailparser";
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on this machine (npm smtp-server), standing in for the operator's mail
 * provider: it speaks SMTP to nodemailer as any server would, parses each mail (mailparser) and
 * keeps it for the test to read. `failNext` makes the next recipient refused with a given reply
 * (4xx: try later; 5xx: no such mailbox).
 */

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

export type SmtpStandIn = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  failNext(code: number, message?: string): void;
  close(): Promise<void>;
};

export async function startSmtp(port = 0): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  let failure: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // A sender's pooled connection stays open: closing does not wait for it.
    closeTimeout: 100,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failure) {
        const error = Object.assign(new Error(failure.message), { responseCode: failure.code });
        failure = null;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            messageId: mail.messageId ?? "",
            headers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    failNext(code, message = code >= 500 ? "No such mailbox" : "Try again later") {
      failure = { code, message };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** For the end-to-end tests, which run the stand-in as its own process: GET /mails, DELETE /mails. */
export async function serveMailbox(smtp: SmtpStandIn, port: number): Promise<() => Promise<void>> {
  const server = createHttpServer((request, response) => {
    const body = request.method === "DELETE" ? smtp.mails.splice(0).length : smtp.mails;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
