"use client";

import { LanguageSync } from "@/components/i18n/language-sync";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ServiceWorker } from "@/components/offline/service-worker";

/** What ./after-hydration.tsx loads once the page has hydrated. */
export function LayoutEffects({ renderedAt }: { renderedAt: string }) {
  return (
    <>
      <OfflineNotice renderedAt={renderedAt} />
      <LanguageSync />
      <ServiceWorker />
    </>
  );
}
