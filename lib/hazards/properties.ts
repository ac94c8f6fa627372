import { LA_TIME_ZONE } from "@/lib/geo/time-zone";
import { safeHttpUrl } from "../http/safe-url";

/**
 * Reading a feed's properties defensively: field names in any case, numbers sent as text
 * ("1,234", "45%"), dates as ISO text or ArcGIS epoch milliseconds, links that may be relative.
 * Anything unreadable becomes null rather than refusing the feature.
 */

/** The value of the first of `names` present (case does not count), else undefined. */
export function pick(properties: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) {
    if (properties[name] !== undefined && properties[name] !== null) return properties[name];
  }
  const wanted = names.map((n) => n.toLowerCase());
  for (const want of wanted) {
    for (const [key, value] of Object.entries(properties)) {
      if (key.toLowerCase() === want && value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

/** Trimmed text with runs of spaces collapsed, at most `max` characters; numbers become text. */
export function text(value: unknown, max = 200): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const clean = value.replace(/\s+/g, " ").trim();
  return clean === "" ? null : clean.slice(0, max);
}

/** A finite number, or text holding one ("1,234 acres" is not; "1,234" and "45%" are). */
export function numeric(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const clean = value.replace(/[,\s%]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** A number in [min, max], else null. */
export function numberIn(value: unknown, min: number, max: number): number | null {
  const n = numeric(value);
  return n !== null && n >= min && n <= max ? n : null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: LA_TIME_ZONE, timeZoneName: "longOffset" });

/** Minutes east of UTC in Los Angeles at an instant (-480 in winter, -420 in summer). */
function laOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * An ISO 8601 instant (UTC) from ArcGIS epoch milliseconds or ISO text. Text without a zone is
 * taken as Los Angeles time (these are California agencies' feeds). Outside 2000–2100: null.
 */
export function isoDate(value: unknown): string | null {
  let instant: number | null = null;
  if (typeof value === "number" && Number.isFinite(value)) {
    // ArcGIS sends milliseconds; a value this small can only be seconds.
    instant = Math.abs(value) < 1e11 ? value * 1000 : value;
  } else if (typeof value === "string") {
    const m = ISO.exec(value.trim());
    if (m) {
      const [, y, mo, d, h = "0", mi = "0", s = "0", frac = "0", zone] = m;
      const ms = Number(frac.padEnd(3, "0").slice(0, 3));
      const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
      // Date.UTC rolls 2025-02-30 over to March: such a date is not one.
      if (new Date(wall).getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
      if (zone) {
        const z = zone.toUpperCase() === "Z" ? 0 : (zone[0] === "-" ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
        instant = wall - z * 60_000;
      } else {
        // The offset at the wall time read as UTC is right except within hours of a DST change; check once more.
        const first = wall - laOffsetMinutes(wall) * 60_000;
        instant = wall - laOffsetMinutes(first) * 60_000;
      }
    }
  }
  if (instant === null || Number.isNaN(instant) || instant < EARLIEST || instant > LATEST) return null;
  return new Date(instant).toISOString();
}

/** An https link (a relative one resolved against `base`), without credentials; else null. */
export function httpsUrl(value: unknown, base?: string): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let resolved: string;
  try {
    resolved = new URL(value.trim(), base).href;
  } catch {
    return null;
  }
  const safe = safeHttpUrl(resolved);
  return safe?.startsWith("https://") ? safe : null;
}
