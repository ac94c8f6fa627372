/**
 * The places' clock (dates and times in Los Angeles time), loaded from this one place: by the
 * offline notice when it shows (./offline-notice.tsx) and by the service worker's registration to
 * store it (./register-worker.ts), so the notice can say its time offline. One import site, so one
 * set of files. Its own file, so pages pay nothing until it is called.
 */
export const loadClock = () => import("@/lib/places/clock");
