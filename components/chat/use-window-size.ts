"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

// Encoded as one string so the snapshot is stable between renders.
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

export function useWindowSize(): { width: number; height: number } {
  const value = useSyncExternalStore(subscribe, snapshot, () => "0x0");
  const [width, height] = value.split("x").map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}
