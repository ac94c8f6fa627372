import { act, fireEvent, render } from "@testing-library/react";
import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NeedProvider, useNeedBridge, type NeedBridge } from "@/components/home/need-links";
import { ExplorerIsland } from "@/components/map/explorer-island";

// The explorer's code arrives when the test says so (or fails to).
const code = vi.hoisted(() => ({ release: () => {}, fail: (error: Error): void => void error, requests: 0 }));
vi.mock("@/components/map/load-explorer-code", async () => {
  const { LiveExplorer } = await import("@/components/map/island-handover");
  return {
    loadExplorerCode: () => {
      code.requests++;
      return new Promise<{ LiveExplorer: typeof LiveExplorer }>((resolve, reject) => {
        code.release = () => resolve({ LiveExplorer });
        code.fail = reject;
      });
    },
  };
});

// What the page shows of the explorer in the browser: IntersectionObserver, driven by the test.
let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

/** A stand-in for the live explorer: a button, a field it controls, and what it has seen. */
const rendered = vi.fn();
const clicked = vi.fn();
const chose = vi.fn();
function Live() {
  rendered();
  const [q, setQ] = useState("");
  const bridgeRef = useNeedBridge();
  // As use-explorer-address.ts does: it answers needs from now on, and takes up the one it was woken with.
  useLayoutEffect(() => {
    bridgeRef.current.chooser = chose;
  }, [bridgeRef]);
  useEffect(() => {
    const bridge = bridgeRef.current;
    if (bridge.pending) chose(bridge.pending);
    bridge.pending = null;
  }, [bridgeRef]);
  return (
    <div data-testid="live">
      <button type="button" onClick={clicked}>
        Show more
      </button>
      <input id="place-search" value={q} onChange={(e) => setQ(e.target.value)} />
      <output>{q}</output>
    </div>
  );
}

/** The island's HTML as the server sends it: the explorer's markup inside the kept element. */
const SERVER_HTML =
  '<div data-island="waiting"><div><div data-testid="server"><button type="button">Show more</button><input id="place-search" value=""/><output></output></div></div><div></div></div>';

let root: Root | null = null;
let container: HTMLElement;

let bridge: RefObject<NeedBridge> | null = null;
const handBridge = (b: RefObject<NeedBridge>) => void (bridge = b);
/** Renders nothing; hands the test the page's need bridge. */
function BridgeSpy({ onBridge }: { onBridge: (b: RefObject<NeedBridge>) => void }) {
  const b = useNeedBridge();
  useLayoutEffect(() => onBridge(b), [b, onBridge]);
  return null;
}

async function hydrate(withNeeds = false) {
  container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const tree = (
    <ExplorerIsland>
      <Live />
    </ExplorerIsland>
  );
  await act(async () => {
    const page = withNeeds ? (
      <NeedProvider>
        <BridgeSpy onBridge={handBridge} />
        {tree}
      </NeedProvider>
    ) : (
      tree
    );
    // A mismatch React had to recover from would mean the server's HTML was not kept.
    root = hydrateRoot(container, page, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
}
const island = () => container.querySelector<HTMLElement>("[data-island]")!;
const arrive = () => act(async () => code.release());

describe("<ExplorerIsland>", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    rendered.mockReset();
    clicked.mockReset();
    chose.mockReset();
    code.requests = 0;
    observed = null;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container?.remove();
    window.history.replaceState(null, "", "/");
  });

  it("keeps the server's HTML as it is, without running the explorer, until it is wanted", async () => {
    await hydrate();
    expect(island().dataset.island).toBe("waiting");
    expect(container.querySelector('[data-testid="server"]')).not.toBeNull();
    expect(rendered).not.toHaveBeenCalled();
    expect(code.requests).toBe(0);
  });

  it("comes to life when it comes near the screen, replacing the server's HTML in one step", async () => {
    await hydrate();
    await act(async () => observed!([{ isIntersecting: false }]));
    expect(code.requests).toBe(0);
    await act(async () => observed!([{ isIntersecting: true }]));
    expect(code.requests).toBe(1);
    expect(island().dataset.island).toBe("loading");
    // Until its code is there, the server's HTML stays on screen.
    expect(container.querySelector('[data-testid="server"]')).not.toBeNull();
    await arrive();
    expect(island().dataset.island).toBe("ready");
    expect(container.querySelector('[data-testid="server"]')).toBeNull();
    expect(container.querySelectorAll('[data-testid="live"]')).toHaveLength(1);
    // Nothing of the server's HTML is left beside it.
    expect(island().firstElementChild!.children).toHaveLength(0);
  });

  it("comes to life on a touch anywhere on it", async () => {
    await hydrate();
    fireEvent.pointerDown(island());
    expect(code.requests).toBe(1);
    await arrive();
    expect(island().dataset.island).toBe("ready");
  });

  it("plays a click on a control of the server's HTML again on the live control", async () => {
    await hydrate();
    const serverButton = container.querySelector<HTMLButtonElement>('[data-testid="server"] button')!;
    fireEvent.pointerDown(serverButton);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    serverButton.dispatchEvent(click);
    // Held back: nothing on the server's HTML would answer it.
    expect(click.defaultPrevented).toBe(true);
    await arrive();
    expect(clicked).toHaveBeenCalledTimes(1);
    // Clicks on the live explorer are its own from then on.
    fireEvent.click(container.querySelector('[data-testid="live"] button')!);
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it("carries what the visitor typed, and the focus, over to the live field", async () => {
    await hydrate();
    const serverField = container.querySelector<HTMLInputElement>('[data-testid="server"] input')!;
    serverField.focus();
    expect(code.requests).toBe(1);
    serverField.value = "water";
    await arrive();
    const live = container.querySelector<HTMLInputElement>('[data-testid="live"] input')!;
    expect(live.value).toBe("water");
    // The explorer's own state took it (its output shows it), not just the element.
    expect(container.querySelector('[data-testid="live"] output')!.textContent).toBe("water");
    expect(document.activeElement).toBe(live);
  });

  it("comes to life with the page when the address holds the explorer's state", async () => {
    window.history.replaceState(null, "", "/?kind=shelter");
    await hydrate();
    expect(code.requests).toBe(1);
    await arrive();
    expect(island().dataset.island).toBe("ready");
  });

  it("hands a need chosen at the top of the page to the explorer it wakes, then lets the explorer answer", async () => {
    await hydrate(true);
    // The need links call the bridge's chooser (components/home/need-links.tsx): the island's, until the explorer runs.
    expect(bridge!.current.chooser).not.toBeNull();
    act(() => bridge!.current.chooser!("shelter"));
    expect(bridge!.current.pending).toBe("shelter");
    expect(code.requests).toBe(1);
    await arrive();
    // The explorer took the need up (use-explorer-address.ts) and answers the next tap itself.
    expect(bridge!.current.pending).toBeNull();
    expect(chose).toHaveBeenLastCalledWith("shelter");
    act(() => bridge!.current.chooser!("food"));
    expect(chose).toHaveBeenLastCalledWith("food");
    expect(code.requests).toBe(1);
  });

  it("leaves the server's HTML on screen when the code cannot be had (offline, nothing stored)", async () => {
    await hydrate();
    await act(async () => observed!([{ isIntersecting: true }]));
    await act(async () => code.fail(new Error("offline")));
    expect(container.querySelector('[data-testid="server"]')).not.toBeNull();
    expect(rendered).not.toHaveBeenCalled();
  });

  it("after a navigation inside the site (no server HTML to show meanwhile) renders the explorer as soon as its code is there", async () => {
    const { queryByTestId } = render(
      <ExplorerIsland>
        <Live />
      </ExplorerIsland>,
    );
    expect(code.requests).toBe(1);
    await arrive();
    expect(queryByTestId("live")).not.toBeNull();
  });
});
