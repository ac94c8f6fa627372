import { NAV } from "@/lib/nav/settings";
import type { Place } from "./types";

/** A `tel:` URL for a US number, or null when the text holds no dialable number. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  if (digits.length >= 3 && digits.length <= 15) return `tel:${digits}`;
  return null;
}

/** Turn-by-turn directions in the visitor's maps app (phones hand this URL to their maps app). */
export function directionsHref(p: Pick<Place, "latitude" | "longitude">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${p.latitude},${p.longitude}`;
}

/** The deep link that opens one place on the map. */
export function placeHref(id: string): string {
  return `/?place=${encodeURIComponent(id)}#${NAV.mapId}`;
}
