"use client";

import { lazy, Suspense } from "react";
import { useMounted } from "./use-mounted";

// Offline, its file may not be on the device (it is fetched after the page, not stored with it):
// the page then goes on without toasts rather than failing as a whole.
const ToastArea = lazy(() => import("./toast-area").catch(() => ({ default: () => null })));

/**
 * The toast area (./toast-area.tsx). It has no server markup and nothing to show before the page
 * is interactive, so its code (react-hot-toast) arrives just after the first download instead of
 * in it. toast() calls made earlier are kept by react-hot-toast's store and shown once it mounts.
 * React's own lazy() after the first mount, not next/dynamic, whose code (~1.5 KB gzip) would be
 * in every page's first download for this alone.
 */
export function Toasts() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
