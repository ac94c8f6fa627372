"use client";

import { useLayoutEffect, useState } from "react";
import { scrollToCard } from "./use-explorer-address";

type Linked = {
  linkedPlace: string | null;
  settle: (found: string | null) => void;
  places: readonly { id: string }[];
  loaded: boolean;
  pending: boolean;
};

/**
 * A linked place: shown (and brought into view) once it is known to exist and the list shows it.
 * That may take the map's data (a place not among the first screenful, or filters in the same
 * address). Until the data has loaded, whether a place is still listed cannot be known.
 * Returns whether the link named a place that is no longer listed.
 */
export function useLinkedPlace({ linkedPlace, settle, places, loaded, pending }: Linked) {
  const [unknownPlace, setUnknownPlace] = useState(false);
  useLayoutEffect(() => {
    if (linkedPlace === null || pending) return;
    const found = places.some((p) => p.id === linkedPlace);
    if (!found && !loaded) return;
    settle(found ? linkedPlace : null);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- settles the address's place once the list can show it
    setUnknownPlace(!found);
    if (found) scrollToCard(linkedPlace);
  }, [linkedPlace, places, loaded, pending, settle]);
  return unknownPlace;
}
