"use client";

import { useCallback, useState } from "react";
import { msg } from "@/lib/i18n/msg";
import type { LatLng } from "@/lib/places/geo";

export type GeoState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "located"; position: LatLng }
  | { status: "denied" | "unavailable"; message: string };

/** English keys of the messages; the explorer shows them translated. */
export const GEO_MESSAGES = {
  denied: msg(
    /*i18n*/ "Location access is turned off for this site, so we cannot sort by distance. You can still search by neighbourhood, or allow location in your browser settings.",
  ),
  unavailable: msg(/*i18n*/ "We could not find your location. Try again, or search by neighbourhood."),
  unsupported: msg(/*i18n*/ "This browser cannot share your location. Search by neighbourhood instead."),
};

/** The visitor's position, asked for only when they press "Near me". */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: "idle" });

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ status: "unavailable", message: GEO_MESSAGES.unsupported });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (p) => setState({ status: "located", position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (error) =>
        setState(
          error.code === error.PERMISSION_DENIED
            ? { status: "denied", message: GEO_MESSAGES.denied }
            : { status: "unavailable", message: GEO_MESSAGES.unavailable },
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  const clear = useCallback(() => setState({ status: "idle" }), []);
  return { state, locate, clear };
}
