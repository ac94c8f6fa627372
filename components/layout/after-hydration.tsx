"use client";

import dynamic from "next/dynamic";

/**
 * The layout's parts that draw nothing until something happens in the browser — the offline
 * notice (nothing while online and fresh), the language sync and the service worker's
 * registration (effects only) — load after the page has hydrated, in one chunk of their own, not
 * in the first download (issue 41). Nothing is lost offline: the chunk is fetched as soon as the
 * page hydrates, long before the service worker is registered (OFFLINE.registerAfterLoadMs after
 * load) and stores every build file the page downloaded, this one included
 * (components/offline/service-worker.tsx).
 */
const LayoutEffects = dynamic(() => import("./layout-effects").then((m) => m.LayoutEffects), { ssr: false });

export function AfterHydration({ renderedAt }: { renderedAt: string }) {
  return <LayoutEffects renderedAt={renderedAt} />;
}
