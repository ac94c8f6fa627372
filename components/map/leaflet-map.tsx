"use client";

import "leaflet/dist/leaflet.css";
import "./map.css";
import { latLngBounds, type Map as LeafletMap } from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, Tooltip, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import Supercluster from "supercluster";
import { MAP } from "@/lib/map/settings";
import { HAZARD_VIEW, type ServedHazardLayer } from "@/lib/hazards/payload";
import type { HazardLayerName } from "@/lib/hazards/types";
import type { MapTiles } from "@/lib/map/tiles";
import { distanceKm, type LatLng } from "@/lib/places/geo";
import { laTime } from "@/lib/places/clock";
import { describeOpenState, openState } from "@/lib/places/hours";
import { telHref } from "@/lib/places/links";
import type { LocalizedSummary } from "@/lib/places/summary";
import { STATUS_LABELS } from "@/lib/places/types";
import { useLanguageFacts, useI18n } from "@/components/i18n/language-context";
import { HazardLayers } from "./hazard-layers";
import { PlaceHazardWarning } from "@/components/places/hazard-warning";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { keepsPeopleOut } from "@/lib/hazards/place-flags";
import { clusterIcon, placeIcon } from "./markers";

export type LeafletMapProps = {
  places: LocalizedSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** "Details" in a popup: show the place's full entry in the list. */
  onShowDetails: (id: string) => void;
  origin: LatLng | null;
  tiles: MapTiles;
  /** The list's clock, so a popup's "open now" agrees with the list's. */
  now: Date;
  /** Official hazard layers (GET /api/hazards), drawn under the place markers. */
  hazards?: readonly ServedHazardLayer[];
  /** The hazard layers turned on; all of them when not given. */
  shownLayers?: readonly HazardLayerName[];
  /** Places inside an evacuation zone, by id: the warning first in their pop-up. */
  placeHazards?: Readonly<Record<string, PlaceHazard>>;
};

type PointProps = { id: string };

function useClusterIndex(places: LocalizedSummary[]) {
  return useMemo(() => {
    const index = new Supercluster<PointProps>({ radius: MAP.clusterRadiusPx, maxZoom: MAP.clusterMaxZoom });
    index.load(
      places.map((p) => ({
        type: "Feature" as const,
        properties: { id: p.id },
        geometry: { type: "Point" as const, coordinates: [p.longitude, p.latitude] },
      })),
    );
    return index;
  }, [places]);
}

function viewOf(map: LeafletMap) {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] as [number, number, number, number], zoom: Math.round(map.getZoom()) };
}

/** What decides whether to go, as on the place's card: FULL or CLOSED, then open now or when it opens. */
function PopupStatus({ place, now, hazard }: { place: LocalizedSummary; now: Date; hazard: PlaceHazard | undefined }) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  const state = openState(place.hours, place.status, now);
  const good = !hazard && (state.kind === "open" || state.kind === "always");
  // Inside an order or shelter-in-place zone, "open now" would invite people in (as on the card).
  if (keepsPeopleOut(hazard) && place.status === "open") return null;
  return (
    <p data-i18n="curated" data-field="open-state">
      {place.status !== "open" && <span className="me-1 font-bold text-danger">{i18n._(STATUS_LABELS[place.status])}</span>}
      {!keepsPeopleOut(hazard) && <span className={good ? "font-semibold text-brand-dark" : undefined}>{describeOpenState(state, laTime(now).day, i18n, facts)}</span>}
    </p>
  );
}

/** Markers and clusters for the current view; recomputed when the map moves or the places change. */
function ClusteredMarkers({ places, selectedId, onSelect, onShowDetails, now, placeHazards = {} }: Omit<LeafletMapProps, "origin" | "tiles" | "hazards" | "shownLayers">) {
  const i18n = useI18n();
  const map = useMap();
  const index = useClusterIndex(places);
  const byId = useMemo(() => new Map(places.map((p) => [p.id, p])), [places]);
  const [view, setView] = useState(() => viewOf(map));
  // "resize": a map shown again after being hidden has a new size, and so new bounds.
  useMapEvents({ moveend: () => setView(viewOf(map)), resize: () => setView(viewOf(map)) });

  const features = index.getClusters(view.bbox, view.zoom);
  return (
    <>
      {features.map((f) => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties as PointProps & { cluster?: boolean; cluster_id?: number; point_count?: number };
        if (props.cluster) {
          return (
            <Marker
              key={`c${props.cluster_id}`}
              position={[lat, lng]}
              icon={clusterIcon(props.point_count ?? 0)}
              title={i18n._("{count} places here: zoom in", { count: props.point_count ?? 0 })}
              eventHandlers={{
                click: () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), MAP.maxZoom)),
              }}
            />
          );
        }
        const place = byId.get(props.id);
        if (!place) return null;
        const tel = telHref(place.phone);
        const hazard = placeHazards[place.id];
        return (
          <Marker
            key={place.id}
            position={[lat, lng]}
            icon={placeIcon(place.kind, place.id === selectedId)}
            title={place.translated?.name?.text ?? place.name}
            alt={place.translated?.name?.text ?? place.name}
            eventHandlers={{ click: () => onSelect(place.id) }}
          >
            <Popup>
              {/* The server's translation when there is one; else English, which the browser may translate. */}
              <p className="font-semibold" data-i18n={place.translated?.name ? "machine" : "dynamic"}>
                {place.translated?.name?.text ?? place.name}
              </p>
              {hazard && (
                <div data-i18n="curated">
                  <PlaceHazardWarning hazard={hazard} i18n={i18n} compact />
                </div>
              )}
              <PopupStatus place={place} now={now} hazard={hazard} />
              <p translate="no">{place.address}</p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-i18n="curated">
                {tel && (
                  <a href={tel} className="font-semibold text-brand-dark underline">
                    {i18n._("Call {phone}", { phone: place.phone ?? "" })}
                  </a>
                )}
                <button type="button" onClick={() => onShowDetails(place.id)} className="font-semibold text-brand-dark underline">
                  {i18n._("Details, phone and directions")}
                </button>
              </p>
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

/** The area worth showing: the selected place; else the visitor and the nearest results; else every result. */
function frame(map: LeafletMap, places: LocalizedSummary[], selectedId: string | null, origin: LatLng | null) {
  const selected = places.find((p) => p.id === selectedId);
  if (selected) {
    map.setView([selected.latitude, selected.longitude], Math.max(map.getZoom(), MAP.placeZoom));
    return;
  }
  const nearest = origin
    ? [...places]
        .sort((a, b) => distanceKm(origin, { lat: a.latitude, lng: a.longitude }) - distanceKm(origin, { lat: b.latitude, lng: b.longitude }))
        .slice(0, MAP.nearestInView)
    : places;
  const points: [number, number][] = nearest.map((p) => [p.latitude, p.longitude]);
  if (origin) points.push([origin.lat, origin.lng]);
  if (points.length === 0) return;
  map.fitBounds(latLngBounds(points), { padding: [30, 30], maxZoom: MAP.placeZoom });
}

/**
 * Keeps the view useful: frames the results whenever they, the selection or the visitor's position
 * change (so a filter never leaves the visitor looking at an empty area). On a phone the map is
 * hidden while the list shows; Leaflet cannot measure a hidden map, so the framing waits until the
 * map is shown again, and then happens with its real size.
 */
function FollowSelection({ places, selectedId, origin }: Pick<LeafletMapProps, "places" | "selectedId" | "origin">) {
  const map = useMap();
  const pending = useRef(false);
  const latest = useRef({ places, selectedId, origin });
  // Declared before the framing effect, so it runs first and the framing sees this render's values.
  useEffect(() => {
    latest.current = { places, selectedId, origin };
  });

  // Keyed on which places are listed, not on the array: the list's clock ticks every minute, and
  // a new array with the same places must not pull the map away from where the visitor panned.
  const resultKey = useMemo(() => places.map((p) => p.id).join(","), [places]);
  useEffect(() => {
    const container = map.getContainer();
    if (container.clientWidth === 0 || container.clientHeight === 0) {
      pending.current = true;
      return;
    }
    map.invalidateSize();
    const { places, selectedId, origin } = latest.current;
    frame(map, places, selectedId, origin);
  }, [map, resultKey, selectedId, origin]);

  // The container changes size when a phone switches between map and list.
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      if (container.clientWidth === 0 || container.clientHeight === 0) return;
      map.invalidateSize();
      if (!pending.current) return;
      pending.current = false;
      const { places, selectedId, origin } = latest.current;
      frame(map, places, selectedId, origin);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  // Attribution names (OpenStreetMap) are not for translating.
  useEffect(() => {
    map.attributionControl?.getContainer()?.setAttribute("translate", "no");
  }, [map]);
  return null;
}

/** Where the visitor is, once they shared it: a dot the list's distances are measured from. */
function YouAreHere({ origin }: { origin: LatLng }) {
  const i18n = useI18n();
  return (
    <CircleMarker
      center={[origin.lat, origin.lng]}
      radius={9}
      pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#1d4ed8", fillOpacity: 1 }}
      interactive
    >
      <Tooltip>{i18n._("You are here")}</Tooltip>
    </CircleMarker>
  );
}

export default function ReliefMap(props: LeafletMapProps) {
  const i18n = useI18n();
  const facts = useLanguageFacts();
  // MapContainer passes no data-* attribute to its element, so the marker is on a wrapper: marker,
  // cluster and control labels are curated, and place names come translated from the server, so the
  // page's translator must not send any of it to the translation service.
  return (
    <div className="h-full w-full" data-i18n="curated">
      <MapContainer
        center={MAP.center}
        zoom={MAP.zoom}
        minZoom={MAP.minZoom}
        maxZoom={MAP.maxZoom}
        scrollWheelZoom={false}
        zoomControl={false}
        className="h-full w-full"
        data-testid="leaflet-map"
      >
        {/* At the start corner: top left, top right on a right-to-left page. */}
        <ZoomControl position={facts.dir === "rtl" ? "topright" : "topleft"} zoomInTitle={i18n._("Zoom in")} zoomOutTitle={i18n._("Zoom out")} />
        <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />
        {props.hazards && props.hazards.length > 0 && <HazardLayers hazards={props.hazards} shown={props.shownLayers ?? HAZARD_VIEW.layers} now={props.now} />}
        <ClusteredMarkers places={props.places} selectedId={props.selectedId} onSelect={props.onSelect} onShowDetails={props.onShowDetails} now={props.now} placeHazards={props.placeHazards} />
        {props.origin && <YouAreHere origin={props.origin} />}
        <FollowSelection places={props.places} selectedId={props.selectedId} origin={props.origin} />
      </MapContainer>
    </div>
  );
}
