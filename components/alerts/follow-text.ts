import type { Point } from "@/lib/alerts/browser";
import { ltrInside } from "@/lib/i18n/bidi";
import type { DateFacts } from "@/lib/i18n/facts";
import { areaName, areaOf } from "@/lib/places/areas";
import { formatDay as formatLaDay } from "@/lib/places/clock";

/** A point's coordinates as message values: each number isolated left to right on a right-to-left page. */
export function coordinateValues(point: Point, dir: "ltr" | "rtl"): { latitude: string; longitude: string } {
  return { latitude: ltrInside(dir, String(point.latitude)), longitude: ltrInside(dir, String(point.longitude)) };
}

/**
 * The site's community the point lies in (lib/places/areas.ts), for a follow's short description, or
 * null; in the page's language where it has a name of its own (`names`, ClientFacts.communities).
 */
export function communityNear(point: Point, names: Readonly<Record<string, string>> = {}): string | null {
  const id = areaOf({ lat: point.latitude, lng: point.longitude });
  return id ? areaName(id, names) : null;
}

/** "March 3, 2027" in the page's language, with the month's name (lib/places/clock.ts). */
export function formatDay(iso: string, date: DateFacts): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : formatLaDay(iso, date, "long");
}
