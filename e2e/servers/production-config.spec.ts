import { expect, test } from "@playwright/test";
import webpush from "web-push";
import { SETTINGS, startWith as start, VALID } from "../support/server-start";

/**
 * A production server (`next start`, NODE_ENV=production) with any malformed or inconsistent
 * setting must not start: it exits non-zero before "Ready", with one line per problem naming the
 * variable, what it must be and what it is (never a secret's value). Before this check, such a
 * server printed "Ready" and answered 500 to every page, API and form. (The settings an operator
 * gets wrong in ways that are no malformed value — the site's address, a retired setting, the
 * import's mapping file — are e2e/servers/abuse-config.spec.ts.)
 */

test("refuses to start without a database configuration, in one line naming the variables", async () => {
  const { code, errors } = await start({ TRUSTED_PROXY_HOPS: "1", SITE_URL: VALID.SITE_URL });
  expect(code).toBe(1);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^The server cannot start: No database configured: set SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, or DATA_BACKEND=embedded/);
});

test("refuses to start with Supabase but no service-role key, naming it", async () => {
  const { code, errors } = await start({ TRUSTED_PROXY_HOPS: "1", SITE_URL: VALID.SITE_URL, SUPABASE_URL: "https://abcdefghijklmnop.supabase.co", SUPABASE_ANON_KEY: "anon-key-0123456789abcdef" });
  expect(code).toBe(1);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/missing: SUPABASE_SERVICE_ROLE_KEY\.$/);
});

const CASES: { name: string; env: Record<string, string>; line: RegExp }[] = [
  { name: "a malformed DATA_BACKEND", env: { DATA_BACKEND: "sqlite" }, line: /DATA_BACKEND must be "supabase" or "embedded"/ },
  { name: "TRUSTED_PROXY_HOPS unset", env: { TRUSTED_PROXY_HOPS: "" }, line: /^The server cannot start: TRUSTED_PROXY_HOPS must be set on a production server: the number of proxies/ },
  { name: "TRUSTED_PROXY_HOPS=abc", env: { TRUSTED_PROXY_HOPS: "abc" }, line: /^The server cannot start: TRUSTED_PROXY_HOPS must be a whole number of proxies from 0 to 10, e\.g\. 1; it is 'abc'\.$/ },
  { name: "TRUSTED_PROXY_HOPS=1.5", env: { TRUSTED_PROXY_HOPS: "1.5" }, line: /TRUSTED_PROXY_HOPS must be a whole number of proxies .*; it is '1\.5'\.$/ },
  { name: "TRUSTED_PROXY_HOPS=11", env: { TRUSTED_PROXY_HOPS: "11" }, line: /TRUSTED_PROXY_HOPS must be a whole number of proxies from 0 to 10/ },
  { name: "a short IMPORT_SECRET (its value never printed)", env: { IMPORT_URL: "https://example.org/places.csv", IMPORT_SECRET: "short" }, line: /^The server cannot start: IMPORT_SECRET must be at least 16 characters .*; it has 5 characters\.$/ },
  { name: "IMPORT_SECRET without IMPORT_URL", env: { IMPORT_SECRET: "0123456789abcdef0123" }, line: /IMPORT_URL must be set with IMPORT_SECRET/ },
  { name: "LIBRETRANSLATE_URL=not-a-url", env: { LIBRETRANSLATE_URL: "not-a-url" }, line: /^The server cannot start: LIBRETRANSLATE_URL must be an http\(s\) URL, e\.g\. https:\/\/example\.org; it is 'not-a-url'\.$/ },
  { name: "LIBRETRANSLATE_TIMEOUT_MS=soon", env: { LIBRETRANSLATE_TIMEOUT_MS: "soon" }, line: /LIBRETRANSLATE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, e\.g\. 8000; it is 'soon'\./ },
  { name: "REVIEW_URGENT_DAYS=0", env: { REVIEW_URGENT_DAYS: "0" }, line: /REVIEW_URGENT_DAYS must be a whole number of days from 1 to 365, e\.g\. 3; it is '0'\./ },
  { name: "HAZARD_ZONES_URL without HAZARD_ZONES_STATUS_FIELD", env: { HAZARD_ZONES_URL: "https://example.org/zones", HAZARD_REFRESH_SECRET: "0123456789abcdef0123" }, line: /HAZARD_ZONES_STATUS_FIELD must be set with HAZARD_ZONES_URL/ },
  { name: "a hazard feed over plain http", env: { HAZARD_PERIMETERS_URL: "http://example.org/perimeters", HAZARD_REFRESH_SECRET: "0123456789abcdef0123" }, line: /HAZARD_PERIMETERS_URL must be an https:\/\/ URL; it is 'http:\/\/example\.org\/perimeters'\./ },
  { name: "a hazard feed without HAZARD_REFRESH_SECRET", env: { HAZARD_INCIDENTS_URL: "https://example.org/incidents" }, line: /HAZARD_REFRESH_SECRET must be set with a hazard feed/ },
  { name: "HAZARD_ZONES_STATUS_MAP that is not JSON", env: { HAZARD_ZONES_STATUS_MAP: "{Evacuation Order: order}" }, line: /HAZARD_ZONES_STATUS_MAP must be a JSON object such as/ },
  { name: "a footer link that is not a URL", env: { FOOTER_INSTAGRAM_URL: "instagram.com/relief" }, line: /FOOTER_INSTAGRAM_URL must be an http\(s\) URL/ },
];

const FEED = { HAZARD_REFRESH_SECRET: "0123456789abcdef0123" };
const LONG = "x".repeat(1_200);
/** Area alerts that start (a key pair made for this test), each case below spoiling one setting. */
const VAPID = webpush.generateVAPIDKeys();
const ALERTS = { ALERTS_SECRET: "0123456789abcdef0123" };
const PUSH = { ...ALERTS, VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: "mailto:alerts@example.org" };
const EMAIL = { ...ALERTS, SMTP_URL: "smtp://127.0.0.1:2525", ALERTS_FROM: "alerts@example.org" };
/** Text messages that start (docs/sms.md): Twilio's account, token and number, with ALERTS_SECRET. */
const TEXTS = { ...ALERTS, TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`, TWILIO_AUTH_TOKEN: "0123456789abcdef0123", TWILIO_FROM: "+12135550100" };
/** One bad value for each of the other settings: every variable the site reads stops the start when malformed. */
const EVERY_OTHER: Record<string, Record<string, string>> = {
  SUPABASE_URL: { SUPABASE_URL: "supabase.co/project", SUPABASE_ANON_KEY: "anon-key-0123456789abcdef", SUPABASE_SERVICE_ROLE_KEY: "service-key-0123456789abcdef" },
  SUPABASE_ANON_KEY: { SUPABASE_URL: "https://abcdefghijklmnop.supabase.co", SUPABASE_ANON_KEY: "short", SUPABASE_SERVICE_ROLE_KEY: "service-key-0123456789abcdef" },
  SUPABASE_SERVICE_ROLE_KEY: { SUPABASE_URL: "https://abcdefghijklmnop.supabase.co", SUPABASE_ANON_KEY: "anon-key-0123456789abcdef", SUPABASE_SERVICE_ROLE_KEY: "short" },
  NEXT_PUBLIC_SUPABASE_URL: { NEXT_PUBLIC_SUPABASE_URL: "https://abcdefghijklmnop.supabase.co" },
  NEXT_PUBLIC_SUPABASE_ANON_KEY: { NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key-0123456789abcdef" },
  FOOTER_LINKEDIN_URL: { FOOTER_LINKEDIN_URL: "javascript:alert(1)" },
  FOOTER_FACEBOOK_URL: { FOOTER_FACEBOOK_URL: "//facebook.com" },
  IMPORT_URL: { IMPORT_URL: "places.csv" },
  IMPORT_COLUMNS: { IMPORT_COLUMNS: "columns.json" },
  LIBRETRANSLATE_API_KEY: { LIBRETRANSLATE_API_KEY: LONG },
  REVIEW_OTHER_DAYS: { REVIEW_OTHER_DAYS: "a week" },
  HAZARD_ZONES_SOURCE: { HAZARD_ZONES_SOURCE: LONG },
  HAZARD_ZONES_NAME_FIELD: { HAZARD_ZONES_NAME_FIELD: LONG },
  HAZARD_ZONES_ID_FIELD: { HAZARD_ZONES_ID_FIELD: LONG },
  HAZARD_ZONES_STATUS_FIELD: { HAZARD_ZONES_STATUS_FIELD: LONG },
  HAZARD_INCIDENTS_URL: { ...FEED, HAZARD_INCIDENTS_URL: "ftp://example.org/incidents" },
  HAZARD_ZONES_URL: { ...FEED, HAZARD_ZONES_URL: "zones.geojson", HAZARD_ZONES_STATUS_FIELD: "STATUS" },
  HAZARD_REFRESH_SECRET: { HAZARD_INCIDENTS_URL: "https://example.org/incidents", HAZARD_REFRESH_SECRET: "short" },
  NEXT_PUBLIC_CMS_URL: { NEXT_PUBLIC_CMS_URL: "cms.example.org" },
  NEXT_PUBLIC_CONTACT_EMAIL: { NEXT_PUBLIC_CONTACT_EMAIL: "help at example.org" },
  NEXT_PUBLIC_MICROBLOG_URL: { NEXT_PUBLIC_MICROBLOG_URL: "mailto:a@example.org" },
  NEXT_PUBLIC_PHOTOS_URL: { NEXT_PUBLIC_PHOTOS_URL: "photos" },
  NEXT_PUBLIC_MAP_TILE_URL: { NEXT_PUBLIC_MAP_TILE_URL: "https://tiles.example.org/tile.png" },
  NEXT_PUBLIC_MAP_ATTRIBUTION: { NEXT_PUBLIC_MAP_ATTRIBUTION: LONG },
  SITE_URL: { SITE_URL: "relief.example.org" },
  VAPID_PUBLIC_KEY: { ...PUSH, VAPID_PUBLIC_KEY: "abc" },
  VAPID_PRIVATE_KEY: { ...PUSH, VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey },
  VAPID_SUBJECT: { ...PUSH, VAPID_SUBJECT: "alerts@example.org" },
  SMTP_URL: { ...EMAIL, SMTP_URL: "https://smtp.example.org" },
  ALERTS_FROM: { ...EMAIL, ALERTS_FROM: "not an address" },
  ALERTS_SECRET: { ...EMAIL, ALERTS_SECRET: "short" },
  ALERTS_PUSH_HOSTS: { ...PUSH, ALERTS_PUSH_HOSTS: "https://push.example.org/x" },
  TWILIO_ACCOUNT_SID: { ...TEXTS, TWILIO_ACCOUNT_SID: "AC123" },
  TWILIO_AUTH_TOKEN: { ...TEXTS, TWILIO_AUTH_TOKEN: "short" },
  TWILIO_FROM: { ...TEXTS, TWILIO_FROM: "(213) 555-0100" },
  TWILIO_MESSAGING_SERVICE_SID: { ...TEXTS, TWILIO_FROM: "", TWILIO_MESSAGING_SERVICE_SID: "MG123" },
  TWILIO_API_URL: { ...TEXTS, TWILIO_API_URL: "http://api.example.org" },
  SMS_MAX_PER_SECOND: { ...TEXTS, SMS_MAX_PER_SECOND: "fast" },
};
CASES.push(
  { name: "a partial set of Twilio settings, naming what is missing", env: { ...TEXTS, TWILIO_AUTH_TOKEN: "" }, line: /TWILIO_AUTH_TOKEN must be set with TWILIO_ACCOUNT_SID/ },
  { name: "texts from a number and a Messaging Service at once", env: { ...TEXTS, TWILIO_MESSAGING_SERVICE_SID: `MG${"0123456789abcdef".repeat(2)}` }, line: /TWILIO_MESSAGING_SERVICE_SID is set with TWILIO_FROM/ },
);
for (const [name, env] of Object.entries(EVERY_OTHER)) CASES.push({ name: `a malformed ${name}`, env, line: new RegExp(name) });

test("every setting the site reads has a case here", () => {
  // PGLITE_DATA_DIR is any folder; the data folder's own problems are the embedded database's to say.
  const covered = new Set(CASES.flatMap((c) => Object.keys(c.env).filter((name) => c.line.source.includes(name))));
  expect(SETTINGS.filter((name) => name !== "PGLITE_DATA_DIR" && !covered.has(name))).toEqual([]);
});

for (const { name, env, line } of CASES) {
  test(`refuses to start with ${name}, saying so in one line`, async () => {
    const { code, errors, answered } = await start({ ...VALID, ...env });
    expect(code).toBe(1);
    expect(answered).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(line)]);
    expect(errors[0]).toMatch(/^The server cannot start: /);
  });
}

test("lists every problem at once, one line each", async () => {
  const { code, errors } = await start({ ...VALID, TRUSTED_PROXY_HOPS: "abc", LIBRETRANSLATE_URL: "not-a-url", IMPORT_URL: "https://example.org/a.csv", IMPORT_SECRET: "short" });
  expect(code).toBe(1);
  expect(errors).toHaveLength(3);
  expect(errors.join("\n")).toMatch(/TRUSTED_PROXY_HOPS/);
  expect(errors.join("\n")).toMatch(/LIBRETRANSLATE_URL/);
  expect(errors.join("\n")).toMatch(/IMPORT_SECRET/);
});
