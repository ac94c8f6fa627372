"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DomTranslator, TranslationMemory } from "@/lib/i18n/dom-translator";
import { isTargetLanguage, type TargetLanguage } from "@/lib/i18n/types";
import type { Language } from "@/lib/i18n/languages";
import { useLanguage } from "./language-context";
import { MachineTextContext } from "./machine-text-context";
import "./machine-translation.css";

/** The notice's words, already in the page language (curated; the notice itself is never translated). */
export type MachineNoticeLabels = { notice: string; showOriginal: string; showTranslation: string };


/**
 * Translates, in the browser, what the server did not once React has hydrated, and again on every
 * route change: in practice place text the server had no translation of yet — /api/translate
 * machine-translates only a published place's own text, and answers anything else from the curated
 * translations or leaves it in English. Does nothing in English.
 */
type Props = {
  labels: MachineNoticeLabels;
  /**
   * A translation service is configured: the browser may ask /api/translate for what the server
   * could not translate. Without one there is nothing more to get (the server already answered
   * from the curated translations and the cache), so the walker never loads.
   */
  machineTranslation: boolean;
  children: React.ReactNode;
};

export function TranslationProvider({ labels, machineTranslation, children }: Props) {
  const language = useLanguage();
  const pathname = usePathname();
  const translator = useRef<DomTranslator | null>(null);
  // Results survive a remount (Strict Mode runs effects twice): one memory per language.
  const [memories] = useState(() => new Map<TargetLanguage, TranslationMemory>());
  // Both are tied to the language they were set for, so a language change starts clean.
  const [machineIn, setMachineIn] = useState<Language | null>(null);
  const [originalIn, setOriginalIn] = useState<Language | null>(null);

  // Machine translations the server rendered (MachineText), counted as they mount and unmount.
  const serverMachine = useRef(0);
  const [serverMachineIn, setServerMachineIn] = useState<Language | null>(null);
  const mounted = useCallback(
    (delta: 1 | -1) => {
      serverMachine.current += delta;
      setServerMachineIn(serverMachine.current > 0 ? language : null);
    },
    [language],
  );

  useEffect(() => {
    if (!isTargetLanguage(language) || !machineTranslation) return;
    let cancelled = false;
    let instance: DomTranslator | null = null;
    // The walker loads only for visitors reading another language: English pages never download it.
    void Promise.all([import("@/lib/i18n/dom-translator"), import("@/lib/i18n/post-translations")]).then(([{ DomTranslator, TranslationMemory }, { postTranslations }]) => {
      if (cancelled) return;
      let memory = memories.get(language);
      if (!memory) {
        memory = new TranslationMemory();
        memories.set(language, memory);
      }
      instance = new DomTranslator({
        root: document.body,
        target: language,
        translate: (texts) => postTranslations(language, texts),
        memory,
        onMachineTranslationsChange: (present) => setMachineIn(present ? language : null),
      });
      translator.current = instance;
      instance.start();
      void instance.translateNow();
    });
    return () => {
      cancelled = true;
      if (!instance) return;
      instance.setShowOriginal(true);
      instance.stop();
      if (translator.current === instance) translator.current = null;
    };
  }, [language, memories, machineTranslation]);

  // Route changes: a new pass over the new page (the first pass runs once the walker has loaded).
  useEffect(() => {
    void translator.current?.translateNow();
  }, [language, pathname]);

  const showingOriginal = originalIn === language;
  const machineText = useMemo(() => ({ showingOriginal, mounted }), [showingOriginal, mounted]);
  const toggle = () => {
    const next = !showingOriginal;
    translator.current?.setShowOriginal(next);
    setOriginalIn(next ? language : null);
  };

  return (
    <MachineTextContext.Provider value={machineText}>
      {children}
      {isTargetLanguage(language) && (machineIn === language || serverMachineIn === language || showingOriginal) && (
        <div
          role="status"
          translate="no"
          className="notranslate fixed bottom-20 left-1/2 z-30 flex w-max max-w-[calc(100%-2rem)] -translate-x-1/2 items-center gap-3 rounded-full border border-neutral-300 bg-white/95 px-4 py-1.5 text-xs text-neutral-700 shadow-md"
        >
          <span>{labels.notice}</span>
          <button
            type="button"
            onClick={toggle}
            className="shrink-0 rounded font-semibold text-neutral-900 underline underline-offset-2 hover:text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            {showingOriginal ? labels.showTranslation : labels.showOriginal}
          </button>
        </div>
      )}
    </MachineTextContext.Provider>
  );
}
