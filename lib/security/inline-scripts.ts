import { NOTICE } from "../notice/settings";

/**
 * The site's only inline script of its own, in every page's <head>: before the first paint, a
 * visitor who dismissed the safety notice never sees it flash or the page jump when it goes; and
 * the notice's hide button works from the first paint, before (and without) React — on a slow
 * phone the page is readable long before it has hydrated, and a tap then must not be lost (issue
 * 41: the button is no client component, so its code is not in the first download either). A
 * fixed string built from constants (no translated, CMS or user text ever reaches it), so its
 * hash is known at build and the nonce policy of /moderate can allow it (lib/security/headers.ts).
 */
const KEY = JSON.stringify(NOTICE.storageKey);
const MARK = JSON.stringify(NOTICE.dismissedAttribute);
const BUTTON = JSON.stringify(`[${NOTICE.dismissButtonAttribute}]`);

export const HIDE_DISMISSED_NOTICE =
  `try{if(localStorage.getItem(${KEY})==="1")document.documentElement.setAttribute(${MARK},"")}catch(e){}` +
  // Hidden on this device (storage blocked: on this page only), and the keyboard user's place kept
  // at the page's start, as the button disappears with the notice.
  `document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest||!t.closest(${BUTTON}))return;` +
  `try{localStorage.setItem(${KEY},"1")}catch(x){}document.documentElement.setAttribute(${MARK},"");var m=document.getElementById("main");if(m)m.focus()})`;
