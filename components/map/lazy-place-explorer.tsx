"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { PlaceExplorer } from "./place-explorer";

const Explorer = lazy(() => import("./place-explorer").then((m) => ({ default: m.PlaceExplorer })));

/**
 * The explorer (filters, list, map) in its own chunk: it is server-rendered as usual, and its
 * code loads right after the page's first scripts instead of with them, so the hero and the
 * navigation become interactive sooner on a slow phone: React hydrates the rest of the page and
 * this boundary once its chunk is there. React's own lazy(), not next/dynamic, whose code
 * (~1.5 KB gzip) would otherwise be in the home page's first download for this alone.
 */
export function LazyPlaceExplorer(props: ComponentProps<typeof PlaceExplorer>) {
  return (
    <Suspense fallback={null}>
      <Explorer {...props} />
    </Suspense>
  );
}
