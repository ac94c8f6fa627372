"use client";

import { NOTICE } from "@/lib/config";

/** Hides the safety notice on this device (the same mark the <head> script reads on later pages). */
export function DismissNotice({ label }: { label: string }) {
  const dismiss = () => {
    try {
      window.localStorage.setItem(NOTICE.storageKey, "1");
    } catch {
      // Storage blocked: hidden on this page, shown again on the next.
    }
    document.documentElement.setAttribute(NOTICE.dismissedAttribute, "");
    // The button disappears with the notice: keep the keyboard user's place at the page's start.
    document.getElementById("main")?.focus();
  };
  return (
    <button
      type="button"
      onClick={dismiss}
      className="mt-3 min-h-11 shrink-0 rounded-lg border border-white/70 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:mt-0"
    >
      {label}
    </button>
  );
}
