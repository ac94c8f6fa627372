"use client";

import { useSyncExternalStore } from "react";
import { NAV } from "@/lib/nav/settings";
import { isNavSolid } from "@/lib/nav/items";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/** Whether the bar is solid black now; re-evaluated on scroll and resize. */
export function useNavSolid(pathname: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isNavSolid(pathname, window.scrollY, document.getElementById(NAV.heroId)?.offsetHeight ?? 0),
    // The server renders "/" at the top of the page: transparent there, solid elsewhere.
    () => pathname !== "/",
  );
}
