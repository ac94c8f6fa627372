"use client";

import { createContext, useContext, useRef, type RefObject } from "react";
import { useLanguage, useI18n } from "@/components/i18n/language-context";
import { localizeHref } from "@/lib/i18n/languages";
import { NAV } from "@/lib/nav/settings";
import { NEEDS, needHref, type NeedId } from "@/lib/places/needs";

/**
 * The map's answer to a need chosen at the top of the page: set while an explorer is on screen
 * (or waiting to come to life: components/map/explorer-island.tsx), and the need it was woken
 * with, for the explorer to take up when it starts.
 */
export type NeedBridge = { chooser: ((id: NeedId) => void) | null; pending: NeedId | null };

const NeedContext = createContext<RefObject<NeedBridge>>({ current: { chooser: null, pending: null } });

/** Around the hero and the map section: the need links and the explorer share the chooser. */
export function NeedProvider({ children }: { children: React.ReactNode }) {
  return <NeedContext value={useRef<NeedBridge>({ chooser: null, pending: null })}>{children}</NeedContext>;
}

export const useNeedBridge = () => useContext(NeedContext);

/**
 * One tap per need. Once the map's code runs, the tap goes straight to it (no page load); before
 * that, the link loads the same results from the server.
 */
export function NeedLinks() {
  const i18n = useI18n();
  const language = useLanguage();
  const bridgeRef = useNeedBridge();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" aria-label={i18n._("What do you need?")}>
      {NEEDS.map((need) => (
        <li key={need.id}>
          {/* A plain link: before the map's code runs, a full load gets the server's results. */}
          <a
            href={localizeHref(language, needHref(need, NAV.refineId))}
            data-need={need.id}
            onClick={(event) => {
              const choose = bridgeRef.current.chooser;
              if (!choose) return;
              event.preventDefault();
              choose(need.id);
            }}
            className="flex min-h-14 items-center justify-center rounded-lg bg-brand-light px-3 py-2 text-center text-base font-bold leading-tight text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {i18n._(need.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
