import type { PlaceHazard } from "@/lib/hazards/payload";
import { keepsPeopleOut } from "@/lib/hazards/place-flags";
import { sheltersAnimalsOnly } from "@/lib/places/audience";
import type { LanguageFacts } from "@/lib/i18n/facts";
import type { Translator } from "@/lib/i18n/translator";
import { laTime } from "@/lib/places/clock";
import { applyFilters, rankPlaces, searchRelevance, type SearchText } from "@/lib/places/filters";
import { formatDistance, type LatLng } from "@/lib/places/geo";
import { describeOpenState, isOpenNow, openState, weeklyLines } from "@/lib/places/hours";
import type { Vocabulary } from "@/lib/places/search";
import type { LocalizedSummary } from "@/lib/places/summary";
import { smsNeedFilters, type SmsNeed } from "./needs";
import { SMS, type ReplyPlace } from "./replies";

export type Picked = { open: boolean; places: ReplyPlace[]; sample: boolean };

/**
 * The places a lookup names, from the map's own data with the map's own filters and ranking
 * (lib/places/filters.ts): the SMS.maxPlaces nearest open now; when none is, the nearest that will
 * open (with when). Never a place inside an evacuation order or shelter-in-place zone: a text has
 * no room for the warning the map shows beside it, so it does not send anyone there.
 */
export function pickPlaces(input: {
  places: readonly LocalizedSummary[];
  hazards: Readonly<Record<string, PlaceHazard>>;
  need: SmsNeed;
  point: LatLng;
  now: Date;
  i18n: Translator;
  facts: Pick<LanguageFacts, "clock" | "weekdays">;
  searchText: SearchText;
  words: Vocabulary;
}): Picked {
  const { places, hazards, need, point, now, i18n, facts, searchText, words } = input;
  const filters = smsNeedFilters(need);
  // A shelter for animals only is no place for a person to stay (the list marks it; a text has no room to).
  const matched = applyFilters(places, filters, now, searchText, hazards, words).filter(
    (p) => !keepsPeopleOut(hazards[p.id]) && p.status !== "closed" && (need.id === "animals" || !sheltersAnimalsOnly(p)),
  );
  const ranked = rankPlaces(matched, point, now, hazards, searchRelevance(places, filters.q, searchText, words));
  const states = new Map(ranked.map(({ place }) => [place.id, openState(place.hours, place.status, now)]));
  const open = ranked.filter(({ place }) => isOpenNow(states.get(place.id)!) && !hazards[place.id]);
  const chosen = open.length > 0 ? open.slice(0, SMS.maxPlaces) : ranked.filter(({ place }) => states.get(place.id)!.kind === "closed").slice(0, 1);
  const today = laTime(now).day;
  return {
    open: open.length > 0,
    sample: chosen.some(({ place }) => place.isSample),
    places: chosen.map(({ place, distanceKm }) => {
      const state = states.get(place.id)!;
      const todayLine = state.kind === "open" ? weeklyLines({ [today]: place.hours[today] }, i18n, facts)[0] : undefined;
      return {
        name: place.translated?.name?.text ?? place.name,
        address: place.address,
        hours: todayLine ? i18n._("Today: {hours}", { hours: todayLine.text }) : describeOpenState(state, today, i18n, facts),
        phone: place.phone?.trim() || null,
        distance: i18n._("{distance} away", { distance: formatDistance(distanceKm ?? 0, i18n) }),
      };
    }),
  };
}
