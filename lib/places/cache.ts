/**
 * A short-lived, per-process copy of the published places. Every page view used to read the
 * database; under load (a disaster day, thousands of visitors) the reads queued behind each
 * other. Places change a few times a day, so each server process reads them at most once per
 * PLACES.cacheTtlMs, and concurrent requests share one read. Writes made by this process (a
 * report, a moderator's decision, an import) clear it at once; other processes catch up within
 * the TTL. Failures are never kept.
 */
import { PLACES } from "@/lib/config";

type Entry<T> = { at: number; value: Promise<T> };
const entries = new Map<string, Entry<unknown>>();

export function cachedRead<T>(key: string, read: () => Promise<T>, keep: (value: T) => boolean, now = Date.now()): Promise<T> {
  const hit = entries.get(key) as Entry<T> | undefined;
  if (hit && now - hit.at < PLACES.cacheTtlMs) return hit.value;
  const value = read();
  entries.set(key, { at: now, value });
  // A failed or unwanted result is dropped, so the next request reads again.
  value.then(
    (v) => {
      if (!keep(v) && entries.get(key)?.value === value) entries.delete(key);
    },
    () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    },
  );
  return value;
}

/** After a write that changes what visitors see. */
export function invalidatePlaces(): void {
  entries.clear();
}

/**
 * After new translations were cached: the places stay, their translations are read again (keys
 * with a language, "kinds:lang"), so the next page in that language shows them.
 */
export function invalidateTranslations(): void {
  for (const key of [...entries.keys()]) if (key.includes(":")) entries.delete(key);
}
