import type { SWRConfiguration, SWRResponse } from "swr";

/**
 * The fetcher every SWR request of the map uses: JSON, and any answer but 2xx counts as a failure.
 * The responses are cached by the server, the browser and the service worker (offline): the
 * fetch is what the worker answers from its stored copy when there is no connection.
 */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Data asked for once per page (the places, their descriptions): SWR shares one request per
 * address between every component that asks, and never asks again by itself; a failure is not
 * retried until the visitor taps "Try again" (`mutate()`).
 */
export const ONCE_PER_PAGE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;

export type LoadStatus = "idle" | "loading" | "failed" | "ready";

/** What a request's state means on screen: a failure asked again shows as loading until it answers. */
export function loadStatus({ data, error, isValidating }: Pick<SWRResponse, "data" | "error" | "isValidating">, wanted: boolean): LoadStatus {
  if (data !== undefined) return "ready";
  if (error !== undefined && !isValidating) return "failed";
  return wanted ? "loading" : "idle";
}
