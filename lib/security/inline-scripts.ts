import { NOTICE } from "../notice/settings";

/**
 * The site's only inline script of its own, in every page's <head>: before the first paint, a
 * visitor who dismissed the safety notice never sees it flash or the page jump when it goes. A
 * fixed string built from constants (no translated, CMS or user text ever reaches it), so its
 * hash is known at build and the nonce policy of /moderate can allow it (lib/security/headers.ts).
 */
export const HIDE_DISMISSED_NOTICE = `try{if(localStorage.getItem(${JSON.stringify(NOTICE.storageKey)})==="1")document.documentElement.setAttribute(${JSON.stringify(NOTICE.dismissedAttribute)},"")}catch(e){}`;
