"use client";

import { useLayoutEffect, useState } from "react";
import { PLACES } from "@/lib/places/settings";

/**
 * "Now", for opening hours: the server's clock in the first render (so it matches the server's
 * HTML), this device's right after hydration (the cached page may be minutes old), then every
 * PLACES.clockTickMs.
 */
export function useClock(serverNow: string) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- this device's clock exists only in the browser
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), PLACES.clockTickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}
