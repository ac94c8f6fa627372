/**
 * The explorer's code (with what it needs to take over from the server's HTML:
 * ./island-handover.tsx), loaded from this one place: by the explorer when it comes to life
 * (./explorer-island.tsx, ./lazy-place-explorer.tsx) and by the service worker's registration to
 * store it for offline use (components/offline/register-worker.ts). One import site, so one set of
 * files: the ones stored are the ones the explorer asks for offline. Its own file, so pages pay
 * nothing until it is called.
 */
export const loadExplorerCode = () => import("./place-explorer");
