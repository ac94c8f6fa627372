"use client";

import { afterMount } from "./after-mount";

// The layout's components that render nothing before their effects run (./after-mount.tsx).

/** Keeps the stored language and the address in step (components/i18n/language-sync.tsx). */
export const DeferredLanguageSync = afterMount(() => import("@/components/i18n/language-sync").then((m) => m.LanguageSync));

/** Registers the service worker (components/offline/service-worker.tsx). */
export const DeferredServiceWorker = afterMount(() => import("@/components/offline/service-worker").then((m) => m.ServiceWorker));

/** The CMS's footer links, loaded after the page is ready anyway (components/footer/cms-links.tsx). */
export const DeferredCmsLinks = afterMount(() => import("@/components/footer/cms-links").then((m) => m.CmsLinks));
