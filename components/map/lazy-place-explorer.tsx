"use client";

import dynamic from "next/dynamic";
import { loadExplorerCode } from "./load-explorer-code";

/**
 * The explorer (filters, list, map) in its own chunk: server-rendered as usual, its code in no
 * page's first download (it comes to life when wanted: ./explorer-island.tsx). Keeps "/" within
 * its initial-JS budget.
 */
export const LazyPlaceExplorer = dynamic(() => loadExplorerCode().then((m) => m.PlaceExplorer));
