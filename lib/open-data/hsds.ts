import { createHash } from "node:crypto";
import { PLACES } from "@/lib/places/settings";
import { AMENITIES, amenityColumns } from "@/lib/places/amenities";
import { WEEKDAYS, type Place, type PlaceStatus, type Weekday } from "@/lib/places/types";

/**
 * Published places in the shape of Open Referral's Human Services Data Specification (HSDS) 3.0
 * API: each place is a service at one location, with its phone, weekly schedules and languages.
 * Field names and enums are HSDS's (schema/compiled/service.json in openreferral/specification);
 * what HSDS has no field for sits in one extension object, `x_relief` (docs/open-data.md).
 */

export const HSDS_VERSION = "3.0";

/** HSDS's service statuses. "full" is still active, and says so in `alert`. */
export const HSDS_STATUS: Record<PlaceStatus, "active" | "inactive" | "temporarily closed"> = {
  open: "active",
  full: "active",
  temporarily_closed: "temporarily closed",
  closed: "inactive",
};

/** RFC 5545 day codes, as HSDS schedules use them in `byday`. */
export const RRULE_DAY: Record<Weekday, string> = { sun: "SU", mon: "MO", tue: "TU", wed: "WE", thu: "TH", fri: "FR", sat: "SA" };

/**
 * A stable UUID for a record that belongs to a place (its location, phone, a schedule): the same
 * on every export, so a directory that imports this feed twice updates rather than duplicates.
 * Name-based (RFC 9562 version 5 layout, SHA-1 of the place id and the record's name).
 */
export function childId(placeId: string, name: string): string {
  const hash = createHash("sha1").update(`${placeId}/${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The day in Los Angeles, "YYYY-MM-DD": HSDS's assured_date is a date. */
const LA_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: PLACES.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
export const laDate = (date: Date) => LA_DAY.format(date);

/**
 * "2245 Lake Ave, Altadena, CA 91001" → its parts; anything else stays whole in address_1. The
 * city starts at its first non-space: with `\s*([^,]+)` the spaces after a comma could go to
 * either, and an address that almost matched was tried every way, O(n²). (A "city" of spaces
 * only, "a, , CA 91001", is no longer split.)
 */
const US_ADDRESS = /^(.+),\s*([^,\s][^,]*),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

function addressOf(place: Place, locationId: string) {
  if (!place.address) return [];
  const m = US_ADDRESS.exec(place.address.trim());
  return [
    {
      id: childId(place.id, "address"),
      location_id: locationId,
      address_1: m ? m[1]! : place.address,
      city: m ? m[2]! : "",
      // Unknown when the address cannot be split: left empty rather than guessed.
      state_province: m ? m[3]! : "",
      postal_code: m ? m[4]! : "",
      country: "US",
      address_type: "physical",
    },
  ];
}

/**
 * Weekly opening hours as HSDS schedules: one per day and period, local Los Angeles time. HSDS
 * times cannot say 24:00, so a period to midnight closes at 23:59 (the import reads 23:59 back as
 * midnight); a closing time before the opening one runs past midnight, as on the map.
 */
function schedulesOf(place: Place) {
  return WEEKDAYS.flatMap((day) =>
    (place.hours[day] ?? []).map((period, i) => ({
      id: childId(place.id, `schedule/${day}/${i}`),
      service_id: place.id,
      freq: "WEEKLY",
      wkst: "MO",
      byday: RRULE_DAY[day],
      opens_at: period.opens,
      closes_at: period.closes === "24:00" ? "23:59" : period.closes,
      description: period.opens === "00:00" && period.closes === "24:00" ? "Open all day (America/Los_Angeles)" : "America/Los_Angeles local time",
    })),
  );
}

/** One place as an HSDS service's one-to-one fields (what HSDS's list endpoint sends without `full`). */
export function hsdsServiceFields(place: Place) {
  return {
    id: place.id,
    name: place.name,
    description: place.description,
    url: place.website,
    status: HSDS_STATUS[place.status],
    alert: place.status === "full" ? "Full: not taking anyone new right now." : null,
    fees_description: place.freeOfCharge ? "Free of charge." : null,
    eligibility_description: place.noIdRequired ? "No ID required." : null,
    assured_date: place.lastVerifiedAt ? laDate(new Date(place.lastVerifiedAt)) : null,
    last_modified: place.updatedAt,
    x_relief: {
      external_id: place.externalId,
      kind: place.kind,
      category: place.category,
      status: place.status,
      last_verified_at: place.lastVerifiedAt,
      verified_by: place.verifiedBy,
      ...amenityColumns(place, AMENITIES),
      items_needed: place.itemsNeeded,
      shifts: place.shifts,
      signup_url: place.signupUrl,
      is_sample: place.isSample,
    },
  };
}

/** One place as a fully nested HSDS service: its phone, schedules, languages and location. */
export function toHsdsService(place: Place) {
  const locationId = childId(place.id, "location");
  return {
    ...hsdsServiceFields(place),
    phones: place.phone ? [{ id: childId(place.id, "phone"), service_id: place.id, number: place.phone, type: "voice" }] : [],
    schedules: schedulesOf(place),
    languages: place.languages.map((code) => ({ id: childId(place.id, `language/${code}`), service_id: place.id, code })),
    service_at_locations: [
      {
        id: childId(place.id, "service_at_location"),
        service_id: place.id,
        location_id: locationId,
        location: {
          id: locationId,
          location_type: "physical",
          name: place.name,
          latitude: place.latitude,
          longitude: place.longitude,
          addresses: addressOf(place, locationId),
          accessibility: place.wheelchairAccessible ? [{ id: childId(place.id, "accessibility"), location_id: locationId, description: "Wheelchair accessible" }] : [],
        },
      },
    ],
  };
}

export type HsdsPageRequest = { page: number; perPage: number; full: boolean };

/** The last page of `total` services at `perPage` a page: 1 when there are none (an empty first page). */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * HSDS's Page: paging figures and this page's services, `onPage` being the places of page `page`
 * out of `total` in all. Only pages up to lastPage() exist (the route answers 404 past it).
 */
export function hsdsServicesPage(onPage: Place[], total: number, { page, perPage, full }: HsdsPageRequest) {
  const totalPages = lastPage(total, perPage);
  const contents = onPage.map((p) => (full ? toHsdsService(p) : hsdsServiceFields(p)));
  return {
    total_items: total,
    total_pages: totalPages,
    page_number: page,
    size: contents.length,
    first_page: page === 1,
    last_page: page >= totalPages,
    empty: contents.length === 0,
    contents,
  };
}
