"use client";

import { useCallback, useId, useRef, useState } from "react";
import { useDismissable } from "./use-dismissable";

type Props = {
  label: React.ReactNode;
  /** Accessible name when the visible label is not enough (e.g. an icon plus a code). */
  ariaLabel?: string;
  align?: "left" | "right";
  children: (close: () => void) => React.ReactNode;
  buttonClassName?: string;
};

/**
 * A disclosure dropdown (button + list), the pattern WAI-ARIA recommends for site navigation:
 * `aria-expanded` on the button, Escape and outside clicks close it, focus returns to the button.
 */
export function Dropdown({ label, ariaLabel, align = "left", children, buttonClassName = "" }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, close, containerRef, buttonRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
        className={`flex items-center gap-1 rounded px-3 py-2 font-medium hover:text-brand-light focus-visible:outline-2 focus-visible:outline-brand-light ${buttonClassName}`}
      >
        {label}
        <svg viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true">
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        // Fifteen languages are taller than a small phone: the list scrolls inside the screen.
        className={`absolute top-full z-50 mt-1 max-h-[calc(100dvh-5rem)] min-w-48 overflow-y-auto overscroll-contain rounded-lg border border-neutral-700 bg-ink py-1 shadow-xl ${align === "right" ? "end-0" : "start-0"}`}
      >
        {children(close)}
      </div>
    </div>
  );
}
