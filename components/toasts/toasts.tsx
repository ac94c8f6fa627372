"use client";

import dynamic from "next/dynamic";
import { whenIdle } from "@/lib/when-idle";

/**
 * The toast area (./toast-area.tsx). It has no server markup and nothing to show before the page
 * is interactive, so its code (react-hot-toast) is fetched and run once the browser is idle after
 * hydration, in a task of its own. toast() calls made earlier are kept by react-hot-toast's store
 * and shown once it mounts.
 */
export const Toasts = dynamic(() => whenIdle().then(() => import("./toast-area")), { ssr: false });
