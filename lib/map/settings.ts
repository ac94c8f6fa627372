// The map's constants (center, zoom, tiles, clustering): its own module, so pages that never show
// the map do not load them with the other features' constants.

export const MAP = {
  /** Between the Eaton (Altadena) and Palisades fire areas. */
  center: [34.09, -118.33] as [number, number],
  zoom: 10,
  minZoom: 8,
  maxZoom: 18,
  /** Zoom used when a single place is opened from a deep link or the list. */
  placeZoom: 15,
  /** With the visitor's position known, the map frames them and this many nearest results. */
  nearestInView: 3,
  tileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /** Supercluster: pixel radius in which markers merge, and the zoom above which they never do. */
  clusterRadiusPx: 60,
  clusterMaxZoom: 16,
  /** Phones (narrower than this) show either the map or the list; wider screens show both. */
  splitViewMinWidthPx: 768,
  /** Leaflet and the tiles load once the map is this close to the viewport. */
  loadRootMargin: "300px",
} as const;
