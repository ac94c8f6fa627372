"use client";

import { useEffect, useState } from "react";

/** Scrolls smaller than this are ignored (a finger resting on the screen jitters). */
const JITTER_PX = 8;
/** Near the top of the page the button always shows. */
const ALWAYS_SHOWN_ABOVE_PX = 80;

/**
 * True while the visitor is scrolling down the page: the chat button then steps aside, so it never
 * sits over the card buttons (Call, Directions) they are scrolling to; it returns when they scroll
 * back up, as on most phone apps.
 */
export function useHideOnScrollDown(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      setHidden(y > last && y > ALWAYS_SHOWN_ABOVE_PX);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}
