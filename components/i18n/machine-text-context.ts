"use client";

import { createContext, useContext } from "react";

/**
 * Between the translation provider and the machine-translated texts the server rendered
 * (MachineText): whether the reader asked for the originals, and a count of such texts on screen,
 * so the "translated by machine · Show original" notice appears exactly when there are some.
 */
export type MachineTextState = { showingOriginal: boolean; mounted: (delta: 1 | -1) => void };

export const MachineTextContext = createContext<MachineTextState>({ showingOriginal: false, mounted: () => {} });

export const useMachineText = () => useContext(MachineTextContext);
