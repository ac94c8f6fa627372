"use client";

import dynamic from "next/dynamic";

/**
 * The explorer (filters, list, map) in its own chunk: it is server-rendered as usual, and its
 * code loads right after the page's first scripts instead of with them, so the hero and the
 * navigation become interactive sooner on a slow phone. Keeps "/" within its initial-JS budget.
 */
export const LazyPlaceExplorer = dynamic(() => import("./place-explorer").then((m) => m.PlaceExplorer));
