import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import QRCode from "qrcode";
import { QR_OPTIONS } from "../../lib/print/qr-options";
import { startSmtp, type SmtpStandIn } from "../../tests/support/smtp";
import { startProductionServer, type ProductionServer } from "../support/production-server";
import { startWith, VALID } from "../support/server-start";

/**
 * Issue 37, findings 6, 7 and 10, replayed against production servers (`next start` on the e2e
 * build): addresses that spell a language another way, the site's origin taken from a request,
 * and an operator's careless settings. The other findings are e2e/servers/abuse.spec.ts's.
 *
 * One server is set up as a deployment would be: its public address SITE_URL is
 * https://relief.example.org (it listens on loopback; this test is the proxy in front), alert
 * mails go to an SMTP stand-in, and the daily import reads a column-mapping file.
 */
test.describe.configure({ mode: "serial" });

const SITE_URL = "https://relief.example.org";
const IMPORT_SECRET = "abuse-config-import-secret";
/** The shape of /etc/passwd: what must never come back in an answer or a log. */
const PASSWD = "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n";

let smtp: SmtpStandIn;
let site: ProductionServer;
let dir: string;
let columns: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtp();
  dir = await mkdtemp(path.join(tmpdir(), "abuse-config-"));
  columns = path.join(dir, "sheet-columns.json");
  await copyFile("docs/examples/sheet-columns.json", columns);
  site = await startProductionServer({
    TRUSTED_PROXY_HOPS: "1",
    SITE_URL,
    SMTP_URL: smtp.url,
    ALERTS_FROM: "LA Wildfire Relief (test) <alerts@example.org>",
    ALERTS_SECRET: "abuse-config-alerts-secret",
    IMPORT_URL: "https://sheets.example.org/places.csv",
    IMPORT_SECRET,
    IMPORT_COLUMNS: columns,
  });
});

test.afterAll(async () => {
  site?.stop();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * A request exactly as written (no normalisation of the path) with any headers, Host included,
 * as a client or a misbehaving proxy could send it.
 */
function send(server: ProductionServer, target: string, { method = "GET", headers = {} as Record<string, string>, body = "" } = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, method, headers: { "x-forwarded-for": "203.0.113.9", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A forged Host and X-Forwarded-Host, as a visitor (or a CDN that passes them on) could send. */
const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

test.describe("6. a language written another way", () => {
  const REDIRECTS: [string, string][] = [
    ["/zh-hant", "/zh-Hant"],
    ["/ZH-HANT", "/zh-Hant"],
    ["/ES/donate", "/es/donate"],
    ["/zh-hANT/alerts", "/zh-Hant/alerts"],
    ["/zh-tw", "/zh-Hant"],
    ["/zh-hk", "/zh-Hant"],
    ["/zh-cn", "/zh"],
    ["/es-mx", "/es"],
    ["/en-us", "/en"],
    ["/fil", "/tl"],
    ["/hy-am", "/hy"],
    ["/fa-ir", "/fa"],
    ["/zh-tw/donate?kind=shelter&x=1", "/zh-Hant/donate?kind=shelter&x=1"],
  ];

  test("is sent for good to the language's own address, the query kept", async () => {
    for (const [from, to] of REDIRECTS) {
      const { status, headers, body } = await send(site, from);
      expect(status, from).toBe(308);
      expect(headers.location, from).toBe(to);
      expect(headers["cache-control"], from).toBe("public, max-age=86400");
      expect(body, from).not.toContain("__next_error__");
    }
    // Followed, it is the page in that language.
    const page = await fetch(`${site.url}/zh-hANT/alerts`);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${site.url}/zh-Hant/alerts`);
    expect(await page.text()).toMatch(/<html lang="zh-Hant"/);
  });

  test("any other unknown first segment is the site's 404 page, with text and links, never an empty cached shell", async () => {
    for (const target of ["/xx", "/xx/donate", "/fr/donate", "/hi-there", "/nothing", "/es/nothing", "/zh-Hant/nothing"]) {
      const { status, headers, body } = await send(site, target, { headers: { "accept-language": "en" } });
      expect(status, target).toBe(404);
      expect(body, target).not.toContain("__next_error__");
      expect(body, target).toContain("<title>404 · LA Wildfire Relief</title>");
      expect(body, target).toMatch(/<a [^>]*href="\/(es|zh-Hant)?"/);
      expect(headers["cache-control"] ?? "", target).not.toMatch(/s-maxage/);
    }
    // Another spelling of a language, followed: the 404 page in that language, not the empty shell it was.
    for (const [target, language] of [["/ZH-HANT/nothing", "zh-Hant"], ["/Es/nothing", "es"]]) {
      const answer = await fetch(`${site.url}${target}`);
      expect(answer.status, target).toBe(404);
      expect(answer.url, target).toBe(`${site.url}/${language}/nothing`);
      const body = await answer.text();
      expect(body, target).not.toContain("__next_error__");
      expect(body, target).toContain(`<html lang="${language}"`);
      expect(body, target).toContain("<title>404 · LA Wildfire Relief</title>");
    }
  });

  test("no redirect leads off the site, whatever the path or the Host", async () => {
    const tricks = ["/ES//evil.example", "/ES/%2F%2Fevil.example", "/ES/\\evil.example", "/ES/%5Cevil.example", "/ZH-TW/..%2F..%2F%2Fevil.example", "//evil.example/", "/\\evil.example", "//evil.example?lang=es", "/%2F%2Fevil.example?lang=es", "/ES/donate"];
    for (const target of tricks) {
      for (const headers of [{}, FORGED] as Record<string, string>[]) {
        const { status, headers: answer } = await send(site, target, { headers });
        if (status < 300 || status >= 400) continue;
        const location = String(answer.location);
        // A path on this site: not protocol-relative, no scheme, no backslash a browser reads as a slash.
        expect(location, `${target} ${JSON.stringify(headers)}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, site.url).origin, target).toBe(site.url);
      }
    }
  });
});

test.describe("7. the site's origin comes from SITE_URL only", () => {
  test("the printable list's link and QR code are on SITE_URL, whatever Host or X-Forwarded-Host the request names", async () => {
    const expected = `${SITE_URL}/en/list?kind=shelter`;
    const qr = await QRCode.toString(expected, QR_OPTIONS);
    const asked: Record<string, string>[] = [FORGED, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, {}];
    for (const headers of asked) {
      const { status, body } = await send(site, "/en/list?kind=shelter", { headers });
      expect(status).toBe(200);
      expect(body).not.toContain("evil.example");
      expect(body).toContain(`>${expected}<`);
      expect(body).toContain(qr.trim());
    }
  });

  test("canonical and hreflang links are on SITE_URL (read at start, not at build)", async () => {
    const { body } = await send(site, "/es/donate", { headers: FORGED });
    expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/es/donate"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE_URL}/donate"/>`);
    expect(body).not.toContain("evil.example");
  });

  test("an alert mail's links are on SITE_URL, whatever Host the follow was sent with", async () => {
    const follow = { latitude: 34.05, longitude: -118.25, radiusMiles: 3, topics: ["evacuation"], language: "es", email: "origin-test@example.org" };
    const { status } = await send(site, "/api/alerts/follow", { method: "POST", headers: { ...FORGED, "content-type": "application/json" }, body: JSON.stringify(follow) });
    expect(status).toBe(202);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(follow.email)).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.mails.find((m) => m.to.includes(follow.email))!;
    expect(mail.text).toContain(`${SITE_URL}/es/alerts/confirm?token=`);
    expect(`${mail.text}${mail.html}${JSON.stringify(mail.headers)}`).not.toContain("evil.example");
  });
});

test.describe("10. a careless operator", () => {
  const EMAIL = { SMTP_URL: "smtp://127.0.0.1:2525", ALERTS_FROM: "alerts@example.org", ALERTS_SECRET: "0123456789abcdef0123" };
  // One proxy in front (TRUSTED_PROXY_HOPS 0 would add its warning before the refusal).
  const IMPORT = { IMPORT_URL: "https://sheets.example.org/places.csv", IMPORT_SECRET, TRUSTED_PROXY_HOPS: "1" };

  test("IMPORT_COLUMNS=/etc/passwd stops the start, in one line that never shows the file", async () => {
    const { code, errors, answered } = await startWith({ ...VALID, ...IMPORT, IMPORT_COLUMNS: "/etc/passwd" });
    expect(code).toBe(1);
    expect(answered).toEqual([]);
    expect(errors).toEqual([
      'The server cannot start: IMPORT_COLUMNS must name a column-mapping file the daily import can use (docs/import.md): the file is not a JSON object (a mapping starts with "{"), e.g. { "columns": { "Site Name": "name" } }.',
    ]);
  });

  test("nor does a file that holds the server's own secrets (/proc/self/environ)", async () => {
    const { code, errors } = await startWith({ ...VALID, ...IMPORT, IMPORT_COLUMNS: "/proc/self/environ" });
    expect(code).toBe(1);
    expect(errors).toEqual([expect.stringMatching(/^The server cannot start: IMPORT_COLUMNS must name a column-mapping file the daily import can use/)]);
    expect(errors.join("\n")).not.toContain(IMPORT_SECRET);
    expect(errors.join("\n")).not.toContain("PATH=");
  });

  test("a missing mapping file stops the start, naming it", async () => {
    const { code, errors } = await startWith({ ...VALID, ...IMPORT, IMPORT_COLUMNS: "columns.json" });
    expect(code).toBe(1);
    expect(errors).toEqual(["The server cannot start: IMPORT_COLUMNS must name a column-mapping file the daily import can use (docs/import.md): File not found: columns.json."]);
  });

  test("a mapping spoiled after the start: the import refuses it without echoing the file, in its answer or the log", async () => {
    await writeFile(columns, PASSWD);
    const { status, body } = await send(site, "/api/import", { method: "POST", headers: { authorization: `Bearer ${IMPORT_SECRET}` } });
    expect(status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      error: "Nothing was imported: the column mapping IMPORT_COLUMNS names cannot be used; fix it and restart the site.",
      problems: ['mapping: the file is not a JSON object (a mapping starts with "{"), e.g. { "columns": { "Site Name": "name" } }'],
    });
    for (const text of [body, site.stderr()]) {
      expect(text).not.toContain("root:");
      expect(text).not.toContain("/bin/bash");
    }
  });

  test("a production server that sends alerts refuses a loopback public address while it listens on every interface", async () => {
    // Finding 10: ALERTS_SITE_URL=http://127.0.0.1:3500 was accepted and real mails carried it.
    const loopback = await startWith({ ...VALID, ...EMAIL, SITE_URL: "http://127.0.0.1:3500" }, { hostname: null });
    expect(loopback.code).toBe(1);
    expect(loopback.answered).toEqual([]);
    expect(loopback.errors).toEqual([
      "The server cannot start: SITE_URL must be the site's public https:// address, e.g. SITE_URL=https://relief.example.org; it is 'http://127.0.0.1:3500', which only this machine reaches, while the server listens on every interface. A loopback address is for a server that listens on loopback only (npm run local, next start -H 127.0.0.1).",
    ]);
    const plain = await startWith({ ...VALID, ...EMAIL, SITE_URL: "http://relief.example.org" });
    expect(plain.errors).toEqual(["The server cannot start: SITE_URL must be an https:// address on a production server, e.g. SITE_URL=https://relief.example.org; it is 'http://relief.example.org'."]);
    const unset = await startWith({ ...VALID, SITE_URL: "" });
    expect(unset.errors).toEqual([expect.stringMatching(/^The server cannot start: SITE_URL must be set on a production server: the site's public https:\/\/ address/)]);
  });

  test("the setting of the finding, ALERTS_SITE_URL, is refused by name, with what replaced it", async () => {
    const { code, errors, answered } = await startWith({ ...VALID, ...EMAIL, ALERTS_SITE_URL: "http://127.0.0.1:3500" }, { hostname: null });
    expect(code).toBe(1);
    expect(answered).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^The server cannot start: ALERTS_SITE_URL is no longer read: .*SITE_URL/)]);
  });

  test("the other retired settings are refused by name: NEXT_PUBLIC_SITE_URL, MODERATOR_TOKEN", async () => {
    for (const [name, value, replacement] of [
      ["NEXT_PUBLIC_SITE_URL", SITE_URL, /Rename it SITE_URL/],
      ["MODERATOR_TOKEN", "0123456789abcdef0123", /reviewers sign in at \/moderate with their own accounts/],
    ] as const) {
      const { code, errors } = await startWith({ ...VALID, [name]: value });
      expect(code, name).toBe(1);
      expect(errors, name).toEqual([expect.stringMatching(new RegExp(`^The server cannot start: ${name} is no longer read: .*${replacement.source}`))]);
      expect(errors.join(), name).not.toContain("0123456789abcdef0123");
    }
  });
});
