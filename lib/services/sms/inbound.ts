import { createHmac, randomUUID } from "node:crypto";
import { followToken, tokenHash } from "@/lib/alerts/tokens";
import type { AlertStore, LimitStore, SmsStore } from "@/lib/data/stores";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { languageFacts, i18nIn, communityNames } from "@/lib/i18n/catalog";
import { isLanguage, LANGUAGE_CODES, localizeHref, type Language } from "@/lib/i18n/languages";
import { readLocaleFile } from "@/lib/i18n/locale-files";
import type { SearchWords } from "@/lib/places/search";
import { pageSearchText } from "@/lib/places/search-text";
import { serverVocabulary } from "@/lib/places/search-vocabulary";
import type { LocalizedSummary } from "@/lib/places/summary";
import { E164 } from "@/lib/sms/channel";
import { needWords, parseText, type Intent, type NeedWords } from "@/lib/sms/keywords";
import { listLinks } from "@/lib/sms/needs";
import { pickPlaces } from "@/lib/sms/pick";
import { exampleTexts, renderingFor } from "@/lib/sms/render";
import { alertsWhereReply, askReply, followedReply, limitReply, nothingToConfirmReply } from "@/lib/sms/alert-texts";
import { alertsLaterReply, helpReply, limitedReply, lookupReply, menuReply, needOnlyReply, SMS, SMS_TEXTS, startReply, stopReply, unknownPlaceReply, type Rendering } from "@/lib/sms/replies";

/**
 * One inbound text, answered (docs/sms.md): what it asks, in its language, within the limits. The
 * signature is checked before this (app/api/sms/inbound/route.ts); this decides the reply. Shared
 * across instances: the opt-outs and the per-number counters are in the database
 * (SmsStore, LimitStore), never in this process's memory.
 */

export type PlacesRead = { places: readonly LocalizedSummary[]; hazards: Readonly<Record<string, PlaceHazard>> } | null;

export type InboundDeps = {
  optOuts: SmsStore;
  limits: LimitStore;
  /** The map's places in a language (lib/services/places/api-responses.ts decodedBody), or null when they cannot be read. */
  places: (language: Language) => Promise<PlacesRead>;
  siteUrl: string;
  /** Keys the per-number counters (a hash of the number, never the number). */
  counterKey: string;
  /**
   * Alerts by text (docs/sms.md "Alerts by text"): the alerts' store (follows and outbox, in the
   * database) and ALERTS_SECRET (a follow's tokens are derived from it, as every channel's). Null
   * when alerts are not set up: ALERTS answers that they are not, with the alerts page.
   */
  alerts?: { store: AlertStore; secret: string } | null;
  now?: () => Date;
};

export type InboundResult = { reply: string | null; note: string };

const SEARCH_WORDS = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, readLocaleFile<SearchWords>(l, "search.json")])) as Record<Language, SearchWords>;
let needs: NeedWords | null = null;
const NEEDS = () => (needs ??= needWords(SEARCH_WORDS));
export const EXAMPLES = exampleTexts(SEARCH_WORDS);

export const parse = (body: string): Intent => parseText(body, NEEDS());

export const rendering = (language: Language): Rendering => renderingFor(language, i18nIn(language), languageFacts(language), EXAMPLES);

/** The answer when the database cannot be reached: in the text's language, back later, 911 now. */
export const unavailableReply = (body: string): string => rendering(parse(body).language).i18n._(SMS_TEXTS.unavailable);

/** What another machine's automatic answer looks like: never answered (two machines would text each other forever). */
const AUTO_REPLY = /^(?:auto(?:matic)?[- ]?(?:reply|response|message)|out of (?:the )?office|i'?m driving|i am driving|this (?:number|mailbox) (?:is|does) not|do not reply|no-?reply)/i;

/** The per-number counter's key: an HMAC of the number (a hash of a phone number alone is easily reversed). */
export const numberKey = (secret: string, phone: string) => createHmac("sha256", secret).update(`sms-number:${phone}`).digest("base64url").slice(0, 32);

export async function answerText(from: string, body: string, deps: InboundDeps): Promise<InboundResult> {
  if (!E164.test(from)) return { reply: null, note: "From is not a phone number in E.164 (+ and digits): no reply" };
  if (AUTO_REPLY.test(body.trim())) return { reply: null, note: "an automatic reply: no answer" };
  const intent = parse(body);
  const r = rendering(intent.language);

  // Opt-out first, before any limit: it is always heard and always recorded.
  if (intent.kind === "stop") {
    // In the language the number followed in, when it did: "توقف" alone is Persian and Arabic alike.
    const followed = await deps.optOuts.optOut(from);
    return { reply: stopReply(isLanguage(followed) ? rendering(followed) : r), note: "opted out" };
  }
  if (intent.kind === "start") {
    await deps.optOuts.optIn(from);
    return { reply: startReply(r), note: "opted in" };
  }
  if (await deps.optOuts.isOptedOut(from)) {
    // YES is one of Twilio's own opt-in words (with START and UNSTOP): the provider lifts its block
    // on it, so the number's opt-out ends here too, as START (no follow comes back: STOP deleted them).
    if (intent.kind === "yes") {
      await deps.optOuts.optIn(from);
      return { reply: startReply(r), note: "opted in (YES)" };
    }
    return { reply: null, note: "opted out: nothing is sent until START" };
  }

  const key = `sms:${numberKey(deps.counterKey, from)}`;
  const counted = await deps.limits.hit(key, SMS.repliesPerHour, 60 * 60);
  if (!counted.allowed) {
    // One note per hour past the limit, then silence.
    const note = await deps.limits.hit(`${key}:note`, 1, 60 * 60);
    return note.allowed ? { reply: limitedReply(r), note: "over the hourly limit: told once" } : { reply: null, note: "over the hourly limit: silent" };
  }

  switch (intent.kind) {
    case "help":
      return { reply: helpReply(r, deps.siteUrl), note: "help" };
    case "menu":
      return { reply: menuReply(r), note: "menu" };
    case "yes":
      if (!deps.alerts) return { reply: menuReply(r), note: "menu (alerts are not set up)" };
      return confirmFollow(from, r, deps.alerts.store);
    case "alerts":
      if (!deps.alerts) return { reply: alertsLaterReply(r, `${deps.siteUrl}${localizeHref(intent.language, "/alerts")}`), note: "alerts are not set up" };
      return askToFollow(from, intent, r, deps.alerts);
    case "need-only":
      return { reply: needOnlyReply(r, intent.need), note: "need without a place" };
    case "unknown-place":
      return { reply: unknownPlaceReply(r), note: "a place outside the county" };
    case "lookup":
      return lookup(intent, r, deps);
  }
}

/** ALERTS <area>: a follow waiting for YES (double opt-in: the carriers' rule for alerts), or why not. */
async function askToFollow(from: string, intent: Extract<Intent, { kind: "alerts" }>, r: Rendering, alerts: NonNullable<InboundDeps["alerts"]>): Promise<InboundResult> {
  if (!intent.where) return { reply: alertsWhereReply(r), note: "alerts without an area of the county" };
  const area = intent.zip ?? intent.where.label;
  const id = randomUUID();
  const outcome = await alerts.store.addSmsFollow(
    { id, phone: from, area, latitude: intent.where.latitude, longitude: intent.where.longitude, language: intent.language, manageTokenHash: tokenHash(followToken(alerts.secret, "manage", id)) },
    SMS.followsPerNumber,
  );
  if (outcome === "limit") return { reply: limitReply(r), note: `alerts: already ${SMS.followsPerNumber} areas` };
  if (outcome === "already") return { reply: followedReply(r, area), note: "alerts: already followed" };
  return { reply: askReply(r, area), note: "alerts: waiting for YES" };
}

/** YES: the most recent follow waiting is confirmed, and said so in the language it was asked in. */
async function confirmFollow(from: string, r: Rendering, store: AlertStore): Promise<InboundResult> {
  const confirmed = await store.confirmSmsFollow(from);
  if (!confirmed) return { reply: nothingToConfirmReply(r), note: "yes: nothing waits" };
  return { reply: followedReply(rendering(confirmed.language), confirmed.area), note: "yes: following" };
}

async function lookup(intent: Extract<Intent, { kind: "lookup" }>, r: Rendering, deps: InboundDeps): Promise<InboundResult> {
  const { language, need, where } = intent;
  const read = await deps.places(language);
  if (!read) return { reply: r.i18n._(SMS_TEXTS.unavailable), note: "places unavailable" };
  const i18n = r.i18n;
  const now = deps.now?.() ?? new Date();
  const point = { lat: where.latitude, lng: where.longitude };
  const picked = pickPlaces({
    places: read.places,
    hazards: read.hazards,
    need,
    point,
    now,
    i18n,
    facts: languageFacts(language),
    // The printable list's own search text and words, so the reply and the list it links to agree.
    searchText: pageSearchText(i18n, null, communityNames(language)),
    words: serverVocabulary(language),
  });
  const links = listLinks(deps.siteUrl, language, need, point);
  return { reply: lookupReply(r, { need, placeLabel: intent.zip ?? where.label, open: picked.open, places: picked.places, sample: picked.sample, ...links }), note: `lookup: ${need.id}, ${picked.places.length} places` };
}
