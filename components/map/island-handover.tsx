/**
 * The handover from the explorer's server HTML to the live explorer (./explorer-island.tsx): the
 * live explorer is drawn beside the server's HTML (a portal: it keeps every context of the page)
 * and, in the same commit, the server's HTML goes; the control a resident clicked before the code
 * ran is clicked again, the field they were in keeps its focus and what they typed. Elements are
 * found by their position: the live explorer renders the same structure as the server did.
 * Loaded with the explorer's code (./load-explorer-code.ts), in no page's first download.
 */
import { Suspense, useLayoutEffect, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { Interaction } from "./island-interaction";

/** The element indices from `root` down to `el`. */
function pathOf(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift([...parent.children].indexOf(node));
  }
  return path;
}

function atPath(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const i of path) node = node?.children[i];
  return node ?? null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (el: Element | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
const changed = (f: Field) =>
  f instanceof HTMLSelectElement
    ? [...f.options].some((o) => o.selected !== o.defaultSelected)
    : f instanceof HTMLInputElement && (f.type === "checkbox" || f.type === "radio")
      ? f.checked !== f.defaultChecked
      : f.value !== f.defaultValue;

/** Sets a field as typing would, so React's onChange sees it. */
function setLikeTyping(field: Field, from: Field) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, from.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Reads the server HTML's state (in `from`) before it is removed; the function returned applies
 * it to the live explorer (in `to`, the same structure).
 */
function carryOver(from: Element, to: Element, interaction: Interaction): () => void {
  const fields = [...from.querySelectorAll("input, textarea, select")].filter(isField).filter(changed);
  const typed = fields.map((f) => ({ path: pathOf(from, f), from: f }));
  const active = document.activeElement;
  const focused = active && from.contains(active) ? pathOf(from, active) : null;
  const click = interaction.click && from.contains(interaction.click) ? pathOf(from, interaction.click) : null;
  interaction.click = undefined;
  return () => {
    for (const { path, from: was } of typed) {
      const field = atPath(to, path);
      if (isField(field) && field.tagName === was.tagName) setLikeTyping(field, was);
    }
    if (focused) (atPath(to, focused) as HTMLElement | null)?.focus({ preventScroll: true });
    if (click) (atPath(to, click) as HTMLElement | null)?.click();
  };
}

type Props = {
  /** The element holding the server's HTML, and the empty one beside it to draw the explorer in. */
  server: RefObject<HTMLDivElement | null>;
  live: HTMLElement;
  interactionRef: RefObject<Interaction>;
  /** Called in the commit that replaced the server's HTML, before the input is carried over. */
  onDone: () => void;
  children: React.ReactNode;
};

/** The live explorer (children), replacing the server's HTML once it can be drawn in full. */
export function LiveExplorer({ server, live, interactionRef, onDone, children }: Props) {
  return createPortal(
    <Suspense fallback={null}>
      <Handover server={server} live={live} interactionRef={interactionRef} onDone={onDone} />
      {children}
    </Suspense>,
    live,
  );
}

/** Committed with the live explorer: removes the server's HTML and carries the visitor's input over. */
function Handover({ server, live, interactionRef, onDone }: Omit<Props, "children">) {
  useLayoutEffect(() => {
    const from = server.current;
    if (!from) return;
    const carry = carryOver(from, live, interactionRef.current);
    from.replaceChildren();
    onDone();
    carry();
    // Once: the handover happens when the live explorer first commits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
