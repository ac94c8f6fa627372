"use client";

import { useSyncExternalStore } from "react";
import { tokenFromSearch } from "@/lib/alerts/browser";

const noChange = () => () => {};

/**
 * The token of a confirm or manage link (`?token=…`), read in the browser: the page is one cached
 * copy for every link, and the token never reaches the server's render. `undefined` while the page
 * is not yet running in the browser, null when the address holds no valid token.
 */
export function useLinkToken(): string | null | undefined {
  const search = useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => undefined,
  );
  return search === undefined ? undefined : tokenFromSearch(search);
}
