/**
 * What a resident does to the explorer's server HTML before its code runs (./explorer-island.tsx),
 * noted so it can be carried over to the live explorer (./island-handover.tsx). Small, in the
 * page's first download; the carrying over comes with the explorer's code.
 */

/** The control clicked on the server HTML, to be clicked again on the live explorer. */
export type Interaction = { click?: Element };

/**
 * Notes what an event on the server HTML asks for. A click is held back (nothing would answer it)
 * and played again on the same element once the explorer runs; one on a plain link is left alone:
 * links work without code.
 */
export function noteInteraction(event: Event, into: Interaction) {
  if (event.type !== "click" || !(event.target instanceof Element) || event.target.closest("a[href]")) return;
  event.preventDefault();
  event.stopPropagation();
  into.click = event.target;
}
