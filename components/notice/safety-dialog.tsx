"use client";

import { useCallback, useEffect, useRef } from "react";
import { RichText } from "@/components/content/rich-text";
import type { SafetyNoticeContent } from "@/lib/content/notice";
import { useFocusTrap } from "./use-focus-trap";

/**
 * The notice's modal dialog: focus moves in and is trapped; Escape, the close button or the main
 * button dismiss it and focus returns to where it was. Loaded only when it is to be shown.
 */
export default function SafetyDialog({ notice, onDismiss }: { notice: SafetyNoticeContent; onDismiss: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const previousFocus = useRef<Element | null>(null);

  const dismiss = useCallback(() => {
    onDismiss();
    if (previousFocus.current instanceof HTMLElement) previousFocus.current.focus();
  }, [onDismiss]);

  useFocusTrap(true, dialogRef, dismiss);

  useEffect(() => {
    previousFocus.current = document.activeElement;
    buttonRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-black/70 p-3 sm:items-center" data-testid="overlay">
      <div
        ref={dialogRef}
        role="dialog"
        data-i18n="curated"
        aria-modal="true"
        aria-labelledby="safety-notice-title"
        aria-describedby="safety-notice-body"
        className="relative w-full max-w-md rounded-xl border-t-4 border-danger bg-white p-5 text-neutral-800 shadow-2xl"
      >
        <button
          type="button"
          onClick={dismiss}
          aria-label={notice.closeLabel}
          className="absolute right-2 top-2 rounded p-2 text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id="safety-notice-title" className="pr-8 text-xl font-bold text-danger">
          {notice.title}
        </h2>
        <p id="safety-notice-body" className="mt-2 leading-relaxed">
          <RichText text={notice.body} />
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed">
          {notice.links.map((line, i) => (
            <li key={i}>
              <RichText text={line} linkClassName="font-medium text-brand-dark underline underline-offset-2" />
            </li>
          ))}
        </ul>
        <button
          ref={buttonRef}
          type="button"
          onClick={dismiss}
          className="mt-5 w-full rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {notice.dismiss}
        </button>
      </div>
    </div>
  );
}
