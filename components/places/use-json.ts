"use client";

import { useCallback, useEffect, useState } from "react";

export type JsonState<T> = { status: "idle" | "loading" | "failed" } | { status: "ready"; value: T };

/**
 * One request per address for the page's lifetime, shared by every component that asks (the map,
 * the list, each card's details). The responses are cached by the server, the browser and the
 * service worker (offline); a failed request is forgotten, so "Try again" asks the network again.
 */
const requests = new Map<string, Promise<unknown>>();

export function getJson<T>(url: string): Promise<T> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, { headers: { accept: "application/json" } }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T>;
}

/** The JSON at `url`, loaded once `url` is given (null: not wanted yet). */
export function useJson<T>(url: string | null): { state: JsonState<T>; retry: () => void } {
  const [state, setState] = useState<JsonState<T>>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here, in the browser only
    setState({ status: "loading" });
    getJson<T>(url).then(
      (value) => current && setState({ status: "ready", value }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);

  const retry = useCallback(() => {
    // Asked again from the network, even if the last answer arrived but could not be used.
    if (url) requests.delete(url);
    setAttempt((n) => n + 1);
  }, [url]);
  return { state, retry };
}
