"use client";

import { useLayoutEffect, useMemo, useState } from "react";
import { unstable_createAdapterProvider as createAdapterProvider, type unstable_AdapterInterface as AdapterInterface } from "nuqs/adapters/custom";
import { canonicalExplorerHref } from "@/lib/places/explorer-state";

/** The explorer's hooks that read the address, told when this adapter writes it. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The one place the map's address is written: canonical order, the map's anchor (a shared link
 * lands on the map), in place of the current entry — a filter change is not a page the back
 * button should walk through, whatever `options.history` says.
 */
function updateUrl(search: URLSearchParams) {
  window.history.replaceState(window.history.state, "", canonicalExplorerHref(window.location.pathname, search));
  listeners.forEach((tell) => tell());
}

/**
 * nuqs reads the address through this hook. The server rendered the page with no query (one cached
 * document for everyone: docs/caching.md), so hydration reads none either; the address's own query
 * is read in a layout effect, applied in the same frame as hydration before the browser paints.
 * (nuqs's Next adapter reads `useSearchParams`, which would make the cached explorer render only in
 * the browser; its React adapter keeps whatever order and anchor the address had.)
 */
function useExplorerAddressAdapter(): AdapterInterface {
  const [search, setSearch] = useState("");
  useLayoutEffect(() => {
    const read = () => setSearch(window.location.search);
    read();
    return subscribe(read);
  }, []);
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  return { searchParams, updateUrl };
}

/** Gives the explorer's URL-state hooks (nuqs) the map's address. */
export const ExplorerAddressAdapter = createAdapterProvider(useExplorerAddressAdapter);
