"use client";

import { useState } from "react";
import useSWR, { useSWRConfig, type Cache } from "swr";
import { useLanguage, useI18n } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/languages";
import { PLACES_API, type DescriptionsPayload, type PlaceDescription } from "@/lib/places/summary";
import { fetchJson, loadStatus, ONCE_PER_PAGE } from "./fetch-json";
import type { LocalizedPlace } from "@/lib/places/types";
import { DescriptionText } from "./place-text";

type Props = {
  placeId: string;
  /** The description, when the card already has it (the server's first screenful); else loaded on opening. */
  description?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * "More details" on a compact card. The map's list holds every place in summary
 * (lib/places/summary.ts); the one long text, the description, is loaded when the visitor opens
 * the details, from the place's own cached address (kept by the service worker for offline use).
 */
export function MoreDetails({ placeId, description, children }: Props) {
  const i18n = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <details className="text-sm open:basis-full" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">{i18n._("More details")}</summary>
      <div className="mt-2 space-y-3">
        {description !== undefined ? description : opened && <LoadedDescription placeId={placeId} />}
        {children}
      </div>
    </details>
  );
}

/**
 * The place's own address first (about 1 KB); offline, or when it fails, the search's copy of every
 * description: the one already in memory (the search's, under the same key), else this device's
 * (the service worker stores it when the worker installs).
 */
function loadDescription([, language, placeId]: readonly [string, Language, string], cache: Cache): Promise<PlaceDescription> {
  return fetchJson<LocalizedPlace>(PLACES_API.place(language, placeId)).catch(async (error: unknown) => {
    const key = PLACES_API.descriptions(language);
    const held = cache.get(key)?.data as DescriptionsPayload | undefined;
    const all = held ?? (await fetchJson<DescriptionsPayload>(key).catch(() => ({}) as DescriptionsPayload));
    const found = all[placeId];
    if (!found) throw error;
    return found;
  });
}

function LoadedDescription({ placeId }: { placeId: string }) {
  const i18n = useI18n();
  const language = useLanguage();
  const { cache } = useSWRConfig();
  const request = useSWR(["description", language, placeId] as const, (key) => loadDescription(key, cache), ONCE_PER_PAGE);
  const status = loadStatus(request, true);

  if (status === "ready") return <DescriptionText original={request.data!.description} translated={request.data!.translated?.description} />;
  if (status === "failed") {
    return (
      <p role="alert" className="text-sm text-amber-950">
        {i18n._("The description could not be loaded. Check your connection and try again.")}{" "}
        <button
          type="button"
          onClick={() => void request.mutate()}
          className="font-semibold text-brand-dark underline underline-offset-2"
        >
          {i18n._("Try again")}
        </button>
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-neutral-700">
      {i18n._("Loading the description…")}
    </p>
  );
}
