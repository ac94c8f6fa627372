"use client";

import { useSyncExternalStore } from "react";

/** For snapshots that never change after the first client render. */
export const noSubscribe = () => () => {};

/** False during server rendering and hydration, true once mounted on the client. */
export function useMounted(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
