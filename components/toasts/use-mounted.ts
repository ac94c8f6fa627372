"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/** False during server rendering and hydration, true once mounted on the client. */
export function useMounted(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
