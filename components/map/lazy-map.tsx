"use client";

import dynamic from "next/dynamic";
import { useT } from "@/components/i18n/language-context";
import type { LeafletMapProps } from "./leaflet-map";

/** Leaflet needs `window`: it loads in the browser only, and only on the page that shows the map. */
function MapLoading() {
  const t = useT();
  return (
    <div role="status" className="flex h-full items-center justify-center bg-[#e8efe9] text-sm text-neutral-700">
      {t("Loading map…")}
    </div>
  );
}

const ReliefMap = dynamic(() => import("./leaflet-map"), { ssr: false, loading: MapLoading });

export function LazyMap(props: LeafletMapProps) {
  return <ReliefMap {...props} />;
}
