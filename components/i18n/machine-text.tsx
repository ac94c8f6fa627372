"use client";

import { useEffect } from "react";
import { useMachineText } from "./machine-text-context";

/**
 * A text the server translated by machine (a place's name, description or needed item): shown
 * translated, marked as machine text (underlined, like the browser's own translations), and in
 * English while the reader asks for the original. The browser's translator never touches it
 * (data-i18n="machine"): there is nothing left to ask the translation service for.
 */
export function MachineText({ text, original }: { text: string; original: string }) {
  const { showingOriginal, mounted } = useMachineText();
  useEffect(() => {
    mounted(1);
    return () => mounted(-1);
  }, [mounted]);
  return showingOriginal ? (
    <span data-i18n="machine" lang="en">
      {original}
    </span>
  ) : (
    <span data-i18n="machine" data-machine-translated="">
      {text}
    </span>
  );
}
