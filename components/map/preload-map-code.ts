/**
 * The map's code (Leaflet, its styles and our map), loaded from this one place: by the map when it
 * comes into view (./lazy-map.tsx), and by the service worker's registration to store it for offline
 * use (components/offline/service-worker.tsx). One import site, so one set of files: the ones
 * stored are the ones the map asks for offline. Its own file, so pages pay nothing until called.
 */
export const loadMapCode = () => import("./leaflet-map");
