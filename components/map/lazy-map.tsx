"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { MAP } from "@/lib/map/settings";
import type { LeafletMapProps } from "./leaflet-map";
import { MapErrorBoundary } from "./map-error-boundary";
import { loadMapCode } from "./preload-map-code";

function MapFailed() {
  const i18n = useI18n();
  return (
    <div role="status" data-testid="map-failed" className="flex h-full items-center justify-center bg-[#e8efe9] p-6 text-center text-sm text-neutral-800">
      {i18n._("The map could not load. Every place is also in the list.")}
    </div>
  );
}

function MapLoading() {
  const i18n = useI18n();
  return (
    <div role="status" className="flex h-full items-center justify-center bg-[#e8efe9] text-sm text-neutral-700">
      {i18n._("Loading map…")}
    </div>
  );
}

const ReliefMap = dynamic(loadMapCode, { ssr: false, loading: MapLoading });

/**
 * Leaflet needs `window`: it loads in the browser only, and only once the map is about to come
 * into view. On a phone the map sits below the hero, so a visitor who only reads the first
 * screen never downloads Leaflet or any tiles, and the page is interactive sooner.
 */
export function LazyMap(props: LeafletMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: MAP.loadRootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="h-full">
      {near ? (
        <MapErrorBoundary fallback={<MapFailed />}>
          <ReliefMap {...props} />
        </MapErrorBoundary>
      ) : (
        <MapLoading />
      )}
    </div>
  );
}
