"use client";

/**
 * A form's confirmation, as it appears in the form's place (a ref callback): it takes the focus, so
 * a screen reader reads it, and is brought on screen below the fixed bar (the element's
 * `scroll-mt-*` clears the bar; the page's scroll padding, the offline notice). Left where the
 * form was, the shorter page scrolled it under the bar or above the screen, and the visitor saw
 * the footer and a toast. Shared by every form that confirms a send: contact, suggest, report,
 * the alerts' follow and confirmation.
 */
export function showOnScreen(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  // "nearest": a confirmation already in full view stays put; one above or under the bar comes to the top.
  element.scrollIntoView({ block: "nearest" });
}

/** The classes that make a confirmation focusable without an outline ring and clear of the bar. */
export const CONFIRMATION_CLASS = "scroll-mt-20 outline-none";
