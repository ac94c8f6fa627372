"use client";

import { lazy, Suspense, type ComponentType } from "react";
import { useMounted } from "@/components/toasts/use-mounted";

/**
 * A client component with no server markup — it renders nothing until its effects have run —
 * loaded only once the page has hydrated, in its own chunk: its code is not in the page's first
 * download, where every byte delays the first tap on a slow phone (issue 41). Offline, when its
 * chunk is not on the device, it stays nothing rather than failing the page.
 */
export function afterMount<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const nothing: ComponentType<P> = () => null;
  const Loaded = lazy(() => load().then((component) => ({ default: component }), () => ({ default: nothing })));
  function AfterMount(props: P) {
    const mounted = useMounted();
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return AfterMount;
}
