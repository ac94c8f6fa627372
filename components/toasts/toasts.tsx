"use client";

import dynamic from "next/dynamic";

/**
 * The toast area (./toast-area.tsx). It has no server markup and nothing to show before the page
 * is interactive, so its code (react-hot-toast) arrives just after the first download instead of
 * in it. toast() calls made earlier are kept by react-hot-toast's store and shown once it mounts.
 */
export const Toasts = dynamic(
  // Offline, its file may not be on the device (it is fetched after the page, not stored with it):
  // the page then goes on without toasts rather than failing as a whole.
  () => import("./toast-area").catch(() => ({ default: () => null })),
  { ssr: false },
);
