import { z } from "zod";
import { allowedUrl } from "../http/fetch-capped";
import { ZONE_STATUSES } from "../hazards/types";
import { isP256PublicKey, PUSH_HOST } from "../alerts/push-hosts";
import { vapidPairMatches } from "../alerts/vapid";
import { defaultedSetting, httpUrlSetting, optionalSetting, originSetting, secretSetting, wholeNumberSetting } from "./fields";

/**
 * The server-only settings, as one schema. Free of "server-only" and Next.js so the start check
 * (lib/site/server-start.ts, and the CLI scripts) can run it as it is; lib/env/server.ts parses it once
 * for the code that reads the values. The database settings are lib/settings/data-backend.ts's.
 */

/** A feed's address: https (plain http only to this machine, for tests). */
const feedUrl = httpUrlSetting.refine((u) => URL.canParse(u) && allowedUrl(new URL(u)), "must be an https:// URL");
const fieldName = z.string().max(200, "must be a field name");
/** {"Evacuation Order - Immediate": "order", …} */
const statusMap = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be a JSON object such as {"Evacuation Order": "order"}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(z.string().max(200), z.enum(ZONE_STATUSES, { error: `must map each wording to one of ${ZONE_STATUSES.join(", ")}` }), {
      error: 'must be a JSON object such as {"Evacuation Order": "order"}',
    }),
  );

export const serverSchema = z
  .object({
    /**
     * The site's public address (https://relief.example.org): the one origin every absolute link is
     * built on — canonical and hreflang links, the printable list's link and QR code, alert mails
     * and notifications, webhook signatures — never the Host a visitor sent (lib/site/origin.ts).
     * Read when the server starts, not at build: no page is rendered at build, so one build serves
     * any address. Required on a production server, where it must be https:// (./problems.ts).
     */
    SITE_URL: optionalSetting(originSetting),
    FOOTER_INSTAGRAM_URL: optionalSetting(httpUrlSetting),
    FOOTER_LINKEDIN_URL: optionalSetting(httpUrlSetting),
    FOOTER_FACEBOOK_URL: optionalSetting(httpUrlSetting),
    /** CSV the scheduled import fetches (https). */
    IMPORT_URL: optionalSetting(httpUrlSetting),
    /**
     * Path (on the server) of the column mapping for IMPORT_URL's sheet: its own headers and values
     * (docs/import.md). The file itself is read and checked by lib/import/configured-columns.ts.
     */
    IMPORT_COLUMNS: optionalSetting(z.string().max(1000, "must be a file path")),
    /** Bearer token a scheduler sends to POST /api/import. Unset: the route is off. */
    IMPORT_SECRET: optionalSetting(secretSetting),
    /** Days after which a shelter or donation need is due for a check again (the reviewers' stale queue). */
    REVIEW_URGENT_DAYS: defaultedSetting(wholeNumberSetting("days", 3, 1, 365).default(3)),
    /** Days after which any other entry is due for a check again. */
    REVIEW_OTHER_DAYS: defaultedSetting(wholeNumberSetting("days", 7, 1, 365).default(7)),
    /** LibreTranslate server for machine translation of place text. Unset: it stays in English. */
    LIBRETRANSLATE_URL: optionalSetting(httpUrlSetting.transform((u) => u.replace(/\/+$/, ""))),
    LIBRETRANSLATE_API_KEY: optionalSetting(z.string().max(500, "must be at most 500 characters")),
    /** Per request to LibreTranslate. */
    LIBRETRANSLATE_TIMEOUT_MS: defaultedSetting(wholeNumberSetting("milliseconds", 8000, 100, 120_000).default(8000)),
    /**
     * How many proxies in front of the app append to X-Forwarded-For; the client address is the
     * entry that many from the right (lib/forms/client-key.ts). 0: no proxy, the client is the
     * connection's address, written over the header at start (lib/security/connection-address.ts).
     * No default on a production server: ./problems.ts requires it there (a wrong guess lets every
     * client choose its own rate-limit bucket, or puts every visitor in one).
     */
    TRUSTED_PROXY_HOPS: optionalSetting(wholeNumberSetting("proxies", 1, 0, 10)),
    /** Hazard feeds (lib/hazards/), each optional: CAL FIRE's incidents GeoJSON, NIFC WFIGS perimeters, evacuation zones. */
    HAZARD_INCIDENTS_URL: optionalSetting(feedUrl),
    HAZARD_PERIMETERS_URL: optionalSetting(feedUrl),
    HAZARD_ZONES_URL: optionalSetting(feedUrl),
    /** Who publishes the zones, shown as their source. */
    HAZARD_ZONES_SOURCE: optionalSetting(z.string().max(100, "must be at most 100 characters")),
    /** The zones' fields holding the status (required with HAZARD_ZONES_URL), name and id. */
    HAZARD_ZONES_STATUS_FIELD: optionalSetting(fieldName),
    HAZARD_ZONES_NAME_FIELD: optionalSetting(fieldName),
    HAZARD_ZONES_ID_FIELD: optionalSetting(fieldName),
    /** Status wordings beyond the common ones (lib/hazards/parse-zones.ts), as JSON. */
    HAZARD_ZONES_STATUS_MAP: optionalSetting(statusMap),
    /** Bearer token a scheduler sends to POST /api/hazards/refresh. Unset (or no feed set): the route is off. */
    HAZARD_REFRESH_SECRET: optionalSetting(secretSetting),
    /** Area alerts by web push (docs/alerts.md): the VAPID key pair (`npm run alerts -- keys`) and who sends (mailto: or https:). */
    VAPID_PUBLIC_KEY: optionalSetting(z.string().refine(isP256PublicKey, "must be a VAPID public key: 65 bytes in base64url, as `npm run alerts -- keys` prints")),
    VAPID_PRIVATE_KEY: optionalSetting(z.string().refine((v) => /^[A-Za-z0-9_-]{43}$/.test(v), "must be a VAPID private key: 32 bytes in base64url, as `npm run alerts -- keys` prints")),
    VAPID_SUBJECT: optionalSetting(z.string().max(300).refine((v) => /^mailto:[^@\s]+@[^@\s]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), "must be a mailto: address or an https:// URL where push services can reach you")),
    /** Area alerts by e-mail: the SMTP server (smtp:// or smtps://, user and password in it) and the sender. */
    SMTP_URL: optionalSetting(z.string().max(2000).refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol), "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.org:465")),
    ALERTS_FROM: optionalSetting(z.string().max(300).refine((v) => /^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(v.trim()), 'must be an e-mail address, or a name and address: "LA Wildfire Relief <alerts@example.org>"')),
    /** Bearer token a scheduler sends to POST /api/alerts/dispatch; also signs the links in alert mails. */
    ALERTS_SECRET: optionalSetting(secretSetting),
    /** Push services beyond the browsers' own (lib/alerts/push-hosts.ts), comma-separated host names. */
    ALERTS_PUSH_HOSTS: optionalSetting(
      z
        .string()
        .max(2000)
        .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean))
        .refine((hosts) => hosts.every((h) => PUSH_HOST.test(h)), "must be host names separated by commas, e.g. push.example.org,127.0.0.1:4050"),
    ),
    /**
     * Text messages (docs/sms.md), by Twilio or any provider speaking its Messages API: all or none.
     * The account (AC + 32 hex), its auth token (signs the inbound webhook, authenticates sends),
     * and who sends — a number (E.164) or a Messaging Service (MG + 32 hex).
     */
    TWILIO_ACCOUNT_SID: optionalSetting(z.string().regex(/^AC[0-9a-f]{32}$/, "must be a Twilio account SID: AC and 32 hexadecimal digits, as the Twilio console shows it")),
    TWILIO_AUTH_TOKEN: optionalSetting(z.string().regex(/^[A-Za-z0-9]{16,128}$/, "must be the account's auth token: letters and digits, as the Twilio console shows it")),
    TWILIO_FROM: optionalSetting(z.string().regex(/^\+[1-9]\d{6,14}$/, "must be the number texts come from, in E.164: + and the country code, e.g. +12135550100")),
    TWILIO_MESSAGING_SERVICE_SID: optionalSetting(z.string().regex(/^MG[0-9a-f]{32}$/, "must be a Messaging Service SID: MG and 32 hexadecimal digits")),
    /** The Messages API's address: Twilio's by default; plain http only to this machine (a stand-in). */
    TWILIO_API_URL: defaultedSetting(
      httpUrlSetting
        .refine((u) => URL.canParse(u) && allowedUrl(new URL(u)), "must be an https:// URL (http only on this machine, for a stand-in)")
        .transform((u) => u.replace(/\/+$/, ""))
        .default("https://api.twilio.com"),
    ),
    /** Texts sent per second at most: what the number's class allows (a 10DLC number ~1, toll-free 3+, a short code 100). */
    SMS_MAX_PER_SECOND: defaultedSetting(wholeNumberSetting("messages per second", 1, 1, 1000).default(1)),
  })
  .superRefine((env, ctx) => {
    const needs = (name: keyof typeof env, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
    if (env.HAZARD_ZONES_URL && !env.HAZARD_ZONES_STATUS_FIELD) {
      needs("HAZARD_ZONES_STATUS_FIELD", "must be set with HAZARD_ZONES_URL: the name of the field holding each zone's status");
    }
    const feeds = env.HAZARD_INCIDENTS_URL || env.HAZARD_PERIMETERS_URL || env.HAZARD_ZONES_URL;
    if (feeds && !env.HAZARD_REFRESH_SECRET) {
      needs("HAZARD_REFRESH_SECRET", "must be set with a hazard feed (HAZARD_*_URL): without it nothing can refresh the layers");
    }
    if (env.HAZARD_REFRESH_SECRET && !feeds) {
      needs("HAZARD_REFRESH_SECRET", "is set but no feed is (HAZARD_INCIDENTS_URL, HAZARD_PERIMETERS_URL or HAZARD_ZONES_URL): set one, or unset it");
    }
    if (env.IMPORT_SECRET && !env.IMPORT_URL) needs("IMPORT_URL", "must be set with IMPORT_SECRET: the address the scheduled import reads");
    const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
    if (vapid.some(Boolean) && !vapid.every(Boolean)) {
      const missing = (["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const).find((name) => !env[name])!;
      needs(missing, "must be set with the other VAPID_* settings: web push needs the key pair and a subject");
    } else if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && isP256PublicKey(env.VAPID_PUBLIC_KEY) && !vapidPairMatches(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)) {
      needs("VAPID_PRIVATE_KEY", "is not the private key of VAPID_PUBLIC_KEY: make a new pair with `npm run alerts -- keys`");
    }
    if (env.SMTP_URL && !env.ALERTS_FROM) needs("ALERTS_FROM", "must be set with SMTP_URL: the address alert mails are sent from");
    if (env.ALERTS_FROM && !env.SMTP_URL) needs("SMTP_URL", "must be set with ALERTS_FROM: the server alert mails are sent through");
    // A partial Twilio set is named above; here it counts as the channel it was meant to be.
    const channel = env.VAPID_PUBLIC_KEY || env.SMTP_URL || env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN || env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID;
    if (channel && !env.ALERTS_SECRET) needs("ALERTS_SECRET", "must be set with an alert channel (VAPID_*, SMTP_URL or TWILIO_*): it lets the scheduler send alerts and signs their links");
    if (env.ALERTS_PUSH_HOSTS && !env.VAPID_PUBLIC_KEY) needs("ALERTS_PUSH_HOSTS", "is set but web push is not (VAPID_*): set it up, or unset this");
    if (env.ALERTS_SECRET && !channel) needs("ALERTS_SECRET", "is set but no alert channel is (VAPID_* for web push, SMTP_URL for e-mail, TWILIO_* for text messages): set one, or unset it");
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM ?? env.TWILIO_MESSAGING_SERVICE_SID];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      if (!env.TWILIO_ACCOUNT_SID) needs("TWILIO_ACCOUNT_SID", "must be set with the other TWILIO_* settings: text messages need the account, its auth token, and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID");
      else if (!env.TWILIO_AUTH_TOKEN) needs("TWILIO_AUTH_TOKEN", "must be set with TWILIO_ACCOUNT_SID: it checks the signature of every text Twilio forwards and authenticates every send");
      else needs("TWILIO_FROM", "must be set with TWILIO_ACCOUNT_SID (or TWILIO_MESSAGING_SERVICE_SID instead): who the texts come from");
    }
    if (env.TWILIO_FROM && env.TWILIO_MESSAGING_SERVICE_SID) needs("TWILIO_MESSAGING_SERVICE_SID", "is set with TWILIO_FROM: texts come from one or the other, so set only one");
    if (env.IMPORT_COLUMNS && !env.IMPORT_URL) needs("IMPORT_URL", "must be set with IMPORT_COLUMNS: the sheet the column mapping is for");
  });

export type ServerSettings = z.infer<typeof serverSchema>;

/** The variables serverSchema reads, by name (each read at run time, never inlined at build). */
export const SERVER_VARIABLES = Object.keys(serverSchema.shape) as (keyof typeof serverSchema.shape)[];

/** Values never printed, not even in an error. */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  "IMPORT_SECRET",
  "HAZARD_REFRESH_SECRET",
  "VAPID_PRIVATE_KEY",
  "SMTP_URL",
  "ALERTS_SECRET",
  "TWILIO_AUTH_TOKEN",
  "LIBRETRANSLATE_API_KEY",
  "SUPABASE_ANON_KEY",
  "SUPABASE_SERVICE_ROLE_KEY",
]);
