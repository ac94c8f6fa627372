// @vitest-environment node
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { settingsProblems } from "@/lib/settings/problems";
import { SERVER_VARIABLES } from "@/lib/settings/server-schema";
import { PUBLIC_VARIABLES } from "@/lib/settings/public-schema";

/** A production server's settings that start: each case below spoils one thing. */
const VALID = { DATA_BACKEND: "embedded", TRUSTED_PROXY_HOPS: "1", SITE_URL: "https://relief.example.org" };
const server = { production: true, role: "server" } as const;
const problems = (env: Record<string, string>, check: Parameters<typeof settingsProblems>[1] = server) => settingsProblems({ ...VALID, ...env }, check);

describe("settingsProblems: every setting checked before a server or a command starts", () => {
  it("has nothing to say about a valid configuration", () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        IMPORT_URL: "https://example.org/places.csv",
        IMPORT_SECRET: "0123456789abcdef0123",
        LIBRETRANSLATE_URL: "https://translate.example.org/",
        LIBRETRANSLATE_TIMEOUT_MS: "2500",
        REVIEW_URGENT_DAYS: "2",
        HAZARD_ZONES_URL: "https://example.org/zones",
        HAZARD_ZONES_STATUS_FIELD: "STATUS",
        HAZARD_REFRESH_SECRET: "0123456789abcdef0123",
        SITE_URL: "https://relief.example.org/",
      }),
    ).toEqual([]);
  });

  // One bad value per variable the site reads, and the line an operator gets.
  it.each([
    ["TRUSTED_PROXY_HOPS", "abc", "TRUSTED_PROXY_HOPS must be a whole number of proxies from 0 to 10, e.g. 1; it is 'abc'."],
    ["TRUSTED_PROXY_HOPS", "-1", "TRUSTED_PROXY_HOPS must be a whole number of proxies from 0 to 10, e.g. 1; it is '-1'."],
    ["REVIEW_URGENT_DAYS", "3.5", "REVIEW_URGENT_DAYS must be a whole number of days from 1 to 365, e.g. 3; it is '3.5'."],
    ["REVIEW_OTHER_DAYS", "week", "REVIEW_OTHER_DAYS must be a whole number of days from 1 to 365, e.g. 7; it is 'week'."],
    ["LIBRETRANSLATE_URL", "not-a-url", "LIBRETRANSLATE_URL must be an http(s) URL, e.g. https://example.org; it is 'not-a-url'."],
    ["LIBRETRANSLATE_TIMEOUT_MS", "99", "LIBRETRANSLATE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, e.g. 8000; it is '99'."],
    ["IMPORT_URL", "ftp://example.org/a.csv", "IMPORT_URL must be an http(s) URL, e.g. https://example.org; it is 'ftp://example.org/a.csv'."],
    ["FOOTER_LINKEDIN_URL", "linkedin", "FOOTER_LINKEDIN_URL must be an http(s) URL, e.g. https://example.org; it is 'linkedin'."],
    ["HAZARD_ZONES_STATUS_MAP", '{"Level 3": "go"}', `HAZARD_ZONES_STATUS_MAP must map each wording to one of order, warning, shelter_in_place, clear; it is '{"Level 3": "go"}'.`],
    ["SITE_URL", "relief.example.org", "SITE_URL must be an http(s) URL, e.g. https://example.org; it is 'relief.example.org'."],
    ["SITE_URL", "https://relief.example.org/en", "SITE_URL must be the site's address alone, with no path, query or user name, e.g. https://relief.example.org; it is 'https://relief.example.org/en'."],
    ["NEXT_PUBLIC_CONTACT_EMAIL", "help", "NEXT_PUBLIC_CONTACT_EMAIL must be an e-mail address, e.g. help@example.org; it is 'help'."],
    ["NEXT_PUBLIC_MAP_TILE_URL", "https://tiles.example.org/a.png", "NEXT_PUBLIC_MAP_TILE_URL must be an http(s) tile URL with {z}, {x} and {y}; it is 'https://tiles.example.org/a.png'."],
    ["DATA_BACKEND", "sqlite", 'Invalid database settings: DATA_BACKEND must be "supabase" or "embedded".'],
  ])("%s=%j: %s", (name, value, line) => {
    expect(problems({ [name]: value })).toEqual([line]);
  });

  it("never prints a secret, only its length", () => {
    const lines = problems({ IMPORT_URL: "https://example.org/a.csv", IMPORT_SECRET: "hunter2" });
    expect(lines).toEqual([expect.stringMatching(/^IMPORT_SECRET must be at least 16 characters .*; it has 7 characters\.$/)]);
    expect(lines.join()).not.toContain("hunter2");
  });

  it("cuts a long value", () => {
    const [line] = problems({ LIBRETRANSLATE_URL: `x${"y".repeat(500)}` });
    expect(line!.length).toBeLessThan(250);
    expect(line).toMatch(/…'\.$/);
  });

  it.each([
    [{ HAZARD_ZONES_URL: "https://example.org/zones", HAZARD_REFRESH_SECRET: "0123456789abcdef0123" }, /^HAZARD_ZONES_STATUS_FIELD must be set with HAZARD_ZONES_URL/],
    [{ HAZARD_INCIDENTS_URL: "https://example.org/incidents" }, /^HAZARD_REFRESH_SECRET must be set with a hazard feed/],
    [{ HAZARD_REFRESH_SECRET: "0123456789abcdef0123" }, /^HAZARD_REFRESH_SECRET is set but no feed is/],
    [{ IMPORT_SECRET: "0123456789abcdef0123" }, /^IMPORT_URL must be set with IMPORT_SECRET/],
    [{ IMPORT_COLUMNS: "columns.json" }, /^IMPORT_URL must be set with IMPORT_COLUMNS/],
  ])("refuses settings that contradict each other: %j", (env, line) => {
    expect(problems(env)).toEqual([expect.stringMatching(line)]);
  });

  it("requires TRUSTED_PROXY_HOPS on a production server only", () => {
    const unset = { TRUSTED_PROXY_HOPS: "" };
    expect(problems(unset)).toEqual([expect.stringMatching(/^TRUSTED_PROXY_HOPS must be set on a production server/)]);
    expect(problems(unset, { production: false, role: "server" })).toEqual([]);
    expect(problems(unset, { production: true, role: "command" })).toEqual([]);
    expect(problems({ TRUSTED_PROXY_HOPS: "0" })).toEqual([]);
  });

  it("gives every problem, one line each", () => {
    expect(problems({ TRUSTED_PROXY_HOPS: "x", REVIEW_OTHER_DAYS: "0", DATA_BACKEND: "mysql" })).toHaveLength(3);
  });

  it("checks every variable the site reads (a new one is part of the check)", () => {
    // A bad value for each: if a variable were left out of the check, its line would be missing.
    const checked = [...SERVER_VARIABLES, ...PUBLIC_VARIABLES].filter((name) => !problems({ [name]: "\u0000 not valid \u0000".repeat(80) }).some((line) => line.includes(name)));
    // Free text with only a length limit is valid at any short value; at 1,200 characters none is.
    expect(checked).toEqual([]);
  });
});

describe("settingsProblems: area alert channels", () => {
  const pair = webpush.generateVAPIDKeys();
  const other = webpush.generateVAPIDKeys();
  const SECRET = { ALERTS_SECRET: "0123456789abcdef0123" };
  const SITE = { SITE_URL: "https://relief.example.org" };
  const PUSH = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: "mailto:alerts@example.org" };
  const EMAIL = { SMTP_URL: "smtps://user:pass@smtp.example.org:465", ALERTS_FROM: "LA Wildfire Relief <alerts@example.org>" };

  it("starts with either channel or both, a secret and the site's address", () => {
    expect(problems({ ...PUSH, ...SECRET, ...SITE })).toEqual([]);
    expect(problems({ ...EMAIL, ...SECRET, ...SITE })).toEqual([]);
    expect(problems({ ...PUSH, ...EMAIL, ...SECRET, ...SITE, ALERTS_PUSH_HOSTS: "push.example.org, 127.0.0.1:4050" })).toEqual([]);
  });

  it.each([
    [{ ...PUSH, VAPID_PRIVATE_KEY: other.privateKey, ...SECRET, ...SITE }, /^VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY/],
    [{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, ...SECRET, ...SITE }, /^VAPID_SUBJECT must be set with the other VAPID_\* settings/],
    [{ ...PUSH, VAPID_SUBJECT: "alerts@example.org", ...SECRET, ...SITE }, /^VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/],
    [{ ...PUSH, VAPID_PUBLIC_KEY: "abc", ...SECRET, ...SITE }, /^VAPID_PUBLIC_KEY must be a VAPID public key/],
    [{ ...EMAIL, SMTP_URL: "https://smtp.example.org", ...SECRET, ...SITE }, /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMTP_URL: EMAIL.SMTP_URL, ...SECRET, ...SITE }, /^ALERTS_FROM must be set with SMTP_URL/],
    [{ ...EMAIL, ALERTS_FROM: "not an address", ...SECRET, ...SITE }, /^ALERTS_FROM must be an e-mail address/],
    [{ ...EMAIL, ...SITE }, /^ALERTS_SECRET must be set with an alert channel/],
    [{ ...SECRET }, /^ALERTS_SECRET is set but no alert channel is/],
    [{ ...PUSH, ...SECRET, ...SITE, ALERTS_PUSH_HOSTS: "https://push.example.org/x" }, /^ALERTS_PUSH_HOSTS must be host names separated by commas/],
  ])("refuses alert settings that cannot work: %j", (env, line) => {
    expect(problems(env)).toEqual([expect.stringMatching(line)]);
  });

  it("never prints the private key, the SMTP password or the secret", () => {
    const lines = problems({ ...PUSH, VAPID_PRIVATE_KEY: "x".repeat(43), SMTP_URL: "ftp://user:hunter2@smtp.example.org", ALERTS_FROM: EMAIL.ALERTS_FROM, ALERTS_SECRET: "short-secret" }).join("\n");
    expect(lines).not.toContain("x".repeat(43));
    expect(lines).not.toContain("hunter2");
    expect(lines).not.toContain("short-secret");
  });

});

describe("settingsProblems: text messages (TWILIO_*, issue 39)", () => {
  const SECRET = { ALERTS_SECRET: "0123456789abcdef0123" };
  const SITE = { SITE_URL: "https://relief.example.org" };
  const TWILIO = { TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`, TWILIO_AUTH_TOKEN: "0123456789abcdef0123456789abcdef", TWILIO_FROM: "+12135550100" };

  it("starts with all of them (a number or a Messaging Service), the secret and the site's address", () => {
    expect(problems({ ...TWILIO, ...SECRET, ...SITE })).toEqual([]);
    expect(problems({ ...TWILIO, TWILIO_FROM: "", TWILIO_MESSAGING_SERVICE_SID: `MG${"b2".repeat(16)}`, ...SECRET, ...SITE })).toEqual([]);
    expect(problems({ ...TWILIO, ...SECRET, ...SITE, TWILIO_API_URL: "http://127.0.0.1:4060", SMS_MAX_PER_SECOND: "25" })).toEqual([]);
  });

  it.each([
    [{ TWILIO_ACCOUNT_SID: TWILIO.TWILIO_ACCOUNT_SID, ...SECRET, ...SITE }, /^TWILIO_AUTH_TOKEN must be set with TWILIO_ACCOUNT_SID/],
    [{ TWILIO_AUTH_TOKEN: TWILIO.TWILIO_AUTH_TOKEN, TWILIO_FROM: TWILIO.TWILIO_FROM, ...SECRET, ...SITE }, /^TWILIO_ACCOUNT_SID must be set with the other TWILIO_\* settings/],
    [{ ...TWILIO, TWILIO_FROM: "", ...SECRET, ...SITE }, /^TWILIO_FROM must be set with TWILIO_ACCOUNT_SID/],
    [{ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: `MG${"b2".repeat(16)}`, ...SECRET, ...SITE }, /^TWILIO_MESSAGING_SERVICE_SID is set with TWILIO_FROM/],
    [{ ...TWILIO, TWILIO_ACCOUNT_SID: "AC123", ...SECRET, ...SITE }, /^TWILIO_ACCOUNT_SID must be a Twilio account SID/],
    [{ ...TWILIO, TWILIO_FROM: "(213) 555-0100", ...SECRET, ...SITE }, /^TWILIO_FROM must be the number texts come from, in E.164/],
    [{ ...TWILIO, ...SECRET, ...SITE, TWILIO_API_URL: "http://api.example.org" }, /^TWILIO_API_URL must be an https:\/\/ URL/],
    [{ ...TWILIO, ...SECRET, ...SITE, SMS_MAX_PER_SECOND: "fast" }, /^SMS_MAX_PER_SECOND must be a whole number of messages per second/],
    [{ ...TWILIO, ...SITE }, /^ALERTS_SECRET must be set with an alert channel \(VAPID_\*, SMTP_URL or TWILIO_\*\)/],
  ])("refuses text message settings that cannot work: %j", (env, line) => {
    expect(problems(env)).toEqual([expect.stringMatching(line)]);
  });

  it("never prints the auth token", () => {
    const lines = problems({ ...TWILIO, TWILIO_AUTH_TOKEN: "secret-token-!!", ...SECRET, ...SITE }).join("\n");
    expect(lines).toMatch(/^TWILIO_AUTH_TOKEN must be/);
    expect(lines).not.toContain("secret-token-!!");
  });
});

describe("settingsProblems: the site's public address (SITE_URL, issue 37 findings 7 and 10)", () => {
  const EMAIL = { SMTP_URL: "smtps://user:pass@smtp.example.org:465", ALERTS_FROM: "alerts@example.org", ALERTS_SECRET: "0123456789abcdef0123" };

  it("is required on a production server, and only there", () => {
    expect(problems({ SITE_URL: "" })).toEqual([expect.stringMatching(/^SITE_URL must be set on a production server: the site's public https:\/\/ address/)]);
    expect(problems({ SITE_URL: "" }, { production: false, role: "server" })).toEqual([]);
    expect(problems({ SITE_URL: "" }, { production: true, role: "command" })).toEqual([]);
  });

  it("must be https on a production server", () => {
    expect(problems({ SITE_URL: "http://relief.example.org" })).toEqual(["SITE_URL must be an https:// address on a production server, e.g. SITE_URL=https://relief.example.org; it is 'http://relief.example.org'."]);
    expect(problems({ SITE_URL: "http://relief.example.org", ...EMAIL })).toHaveLength(1);
    // A LAN address is no exception: phones elsewhere cannot reach it.
    expect(problems({ SITE_URL: "http://192.168.1.20:3000" }, { ...server, listenHost: "0.0.0.0" })).toHaveLength(1);
  });

  it.each(["http://127.0.0.1:3500", "http://localhost:3000", "https://localhost", "http://[::1]:3000"])("refuses the loopback address %s on a server others reach", (site) => {
    for (const listenHost of [undefined, "0.0.0.0", "::", "10.0.0.5", "relief.example.org"]) {
      expect(problems({ SITE_URL: site, ...EMAIL }, { ...server, listenHost }), `${listenHost}`).toEqual([
        expect.stringMatching(new RegExp(`^SITE_URL must be the site's public https:// address, e\\.g\\. SITE_URL=https://relief\\.example\\.org; it is '${site.replace(/[.[\]]/g, "\\$&").replace(/\/$/, "")}', which only this machine reaches, while the server listens on ${listenHost ?? "every interface"}\\.`)),
      ]);
    }
  });

  it("takes a loopback address from a server that listens on loopback only (npm run local)", () => {
    for (const listenHost of ["127.0.0.1", "localhost", "::1", "[::1]"]) {
      expect(problems({ SITE_URL: "http://127.0.0.1:3500", ...EMAIL }, { ...server, listenHost }), listenHost).toEqual([]);
    }
  });

  it("is an origin: a trailing slash is forgiven, a path or a user name is refused", () => {
    expect(problems({ SITE_URL: "https://relief.example.org/" })).toEqual([]);
    for (const site of ["https://relief.example.org/alerts", "https://relief.example.org?x=1", "https://relief.example.org/#top", "https://user@relief.example.org"]) {
      expect(problems({ SITE_URL: site }), site).toEqual([expect.stringMatching(/^SITE_URL must be the site's address alone, with no path, query or user name/)]);
    }
  });

  it.each([
    ["ALERTS_SITE_URL", "https://relief.example.org", /^ALERTS_SITE_URL is no longer read: .* Set SITE_URL to the site's https:\/\/ address and remove ALERTS_SITE_URL\.$/],
    ["NEXT_PUBLIC_SITE_URL", "https://relief.example.org", /^NEXT_PUBLIC_SITE_URL is no longer read: the site's public address is SITE_URL, read when the server starts .* Rename it SITE_URL/],
    ["MODERATOR_TOKEN", "0123456789abcdef0123", /^MODERATOR_TOKEN is no longer read: reviewers sign in at \/moderate with their own accounts/],
  ])("refuses the retired %s, naming what replaced it (a server and a command alike)", (name, value, line) => {
    expect(problems({ [name]: value })).toEqual([expect.stringMatching(line)]);
    expect(problems({ [name]: value }, { production: false, role: "command" })).toEqual([expect.stringMatching(line)]);
    expect(problems({ [name]: value }).join()).not.toContain("0123456789abcdef0123");
  });
});
