"use client";

import { startTransition, useEffect, useState } from "react";
import { PLACES } from "@/lib/places/settings";

const MINUTE_MS = 60_000;

/**
 * "Now", for opening hours: the server's clock in the first render (so it matches the server's
 * HTML), this device's right after hydration (the cached page may be minutes old), then every
 * PLACES.clockTickMs. Opening hours and "verified … ago" change by the minute, so a reading in the
 * same minute keeps the old instant and nothing renders again. The change is a transition: the
 * server's HTML already shows the first screenful, so the list is re-ranked in slices a tap can
 * interrupt, not in one long task right after hydration (docs/benchmarks.md, session 25).
 */
export function useClock(serverNow: string) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const tick = () => {
      const reading = new Date();
      startTransition(() => setNow((before) => (sameMinute(before, reading) ? before : reading)));
    };
    tick();
    const timer = setInterval(tick, PLACES.clockTickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / MINUTE_MS) === Math.floor(b.getTime() / MINUTE_MS);
