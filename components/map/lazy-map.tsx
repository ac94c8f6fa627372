"use client";

import dynamic from "next/dynamic";
import type { LeafletMapProps } from "./leaflet-map";

/** Leaflet needs `window`: it loads in the browser only, and only on the page that shows the map. */
const ReliefMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => (
    <div role="status" className="flex h-full items-center justify-center bg-[#e8efe9] text-sm text-neutral-700">
      Loading map…
    </div>
  ),
});

export function LazyMap(props: LeafletMapProps) {
  return <ReliefMap {...props} />;
}
