"use client";

import { useEffect, useRef, useState, startTransition } from "react";
import { useNeedBridge } from "@/components/home/need-links";
import type { NeedId } from "@/lib/places/needs";
import { MAP_ISLAND } from "@/lib/map/island-settings";
import { noteInteraction, type Interaction } from "./island-interaction";
import { loadExplorerCode } from "./load-explorer-code";

/** The island's server HTML, kept as it is: React neither hydrates nor replaces what is inside. */
const KEEP = { __html: "" };

type Stage = "waiting" | "loading" | "ready";

/**
 * The map section's explorer, hydrated when a resident comes to it, not with the page. On a phone
 * the map section starts a screen or more below the hero, and hydrating its filters, list and map
 * with the page held a slow phone's main thread for ~0.4 s after the first paint (docs/benchmarks.md,
 * session 26). Until then the server's HTML stays on screen as it is (the same places, in the same
 * order; its links work without code); its code is fetched and it comes to life:
 * - as soon as the page loads with the explorer's state in its address (a shared link, a need, a
 *   place, `#map`), or it is already near the screen;
 * - when it comes within MAP_ISLAND.wakeMargin of the screen;
 * - on the first touch, click or focus inside it (a click is played again on the live element; a
 *   field's text and the focus are carried over), or a tap on a need at the top of the page.
 * The live explorer is rendered beside the server's HTML (a portal, so it keeps every context of
 * the page) and replaces it in one commit, without a frame in between.
 * After a navigation inside the site (no server HTML to keep) it renders as soon as its code is there.
 */
export function ExplorerIsland({ children }: { children: React.ReactNode }) {
  // The server's HTML, kept; and the box the live explorer is drawn in beside it.
  const serverRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  // The handover's code, once it is here with the explorer's.
  const [handover, setHandover] = useState<{ live: HTMLElement; LiveExplorer: LiveExplorer } | null>(null);
  const interactionRef = useRef<Interaction>({});
  // Set the moment the live explorer is in: from then on, events are its own.
  const handedOverRef = useRef(false);
  const needBridgeRef = useNeedBridge();

  useEffect(() => {
    const server = serverRef.current;
    const live = liveRef.current;
    const island = server?.parentElement;
    if (!server || !live || !island) return;
    let phase: Stage = "waiting";
    // The stage, for the page's tests and styles: set on the element, not rendered (React would
    // otherwise re-render the island for it).
    const mark = (stage: Stage) => island.setAttribute("data-island", stage);
    const wake = () => {
      if (phase !== "waiting") return;
      phase = "loading";
      mark("loading");
      // The code first, then the render: the live explorer replaces the server's HTML only once
      // it can be drawn in full.
      void loadExplorerCode().then(
        ({ LiveExplorer }) => startTransition(() => setHandover({ live, LiveExplorer })),
        // Offline without the code stored, or a failed download: the server's HTML stays, readable.
        () => undefined,
      );
    };
    // Until the handover, what the visitor does to the server's HTML wakes the explorer and is noted.
    const onEvent = (event: Event) => {
      if (handedOverRef.current) return;
      noteInteraction(event, interactionRef.current);
      wake();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: MAP_ISLAND.wakeMargin });
    observer.observe(island);
    // A touch or a pointer, the keyboard's focus, and the click itself.
    const events = ["pointerdown", "focusin", "click"] as const;
    // On the island itself (the server's HTML and anything aimed at the island as a whole).
    for (const type of events) island.addEventListener(type, onEvent, { capture: true });
    // A need chosen at the top of the page before the explorer runs wakes it and is handed to it.
    const bridge = needBridgeRef.current;
    const chooser = (id: NeedId) => {
      bridge.pending = id;
      wake();
    };
    bridge.chooser ??= chooser;
    // After a navigation inside the site there is no server HTML to show meanwhile.
    if (!server.hasChildNodes() || location.search !== "" || (MAP_ISLAND.wakeHashes as readonly string[]).includes(location.hash)) wake();
    return () => {
      observer.disconnect();
      for (const type of events) island.removeEventListener(type, onEvent, { capture: true });
      if (bridge.chooser === chooser) bridge.chooser = null;
    };
  }, [needBridgeRef]);

  return (
    <div data-island="waiting">
      {/* On the server: the explorer's HTML, in the element the browser will keep as it is. */}
      {typeof window === "undefined" ? <div>{children}</div> : <div ref={serverRef} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />}
      <div ref={liveRef} />
      {handover && (
        <handover.LiveExplorer
          server={serverRef}
          live={handover.live}
          interactionRef={interactionRef}
          onDone={() => {
            handedOverRef.current = true;
            serverRef.current?.parentElement?.setAttribute("data-island", "ready");
          }}
        >
          {children}
        </handover.LiveExplorer>
      )}
    </div>
  );
}

type LiveExplorer = Awaited<ReturnType<typeof loadExplorerCode>>["LiveExplorer"];
