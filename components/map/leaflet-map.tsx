"use client";

import "leaflet/dist/leaflet.css";
import "./map.css";
import type { Map as LeafletMap } from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from "react-leaflet";
import Supercluster from "supercluster";
import { MAP } from "@/lib/config";
import type { MapTiles } from "@/lib/map-tiles";
import type { LatLng } from "@/lib/places/geo";
import { STATUS_LABELS, type Place } from "@/lib/places/types";
import { useT } from "@/components/i18n/language-context";
import { clusterIcon, placeIcon } from "./markers";

export type LeafletMapProps = {
  places: Place[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** "Details" in a popup: show the place's full entry in the list. */
  onShowDetails: (id: string) => void;
  origin: LatLng | null;
  tiles: MapTiles;
};

type PointProps = { id: string };

function useClusterIndex(places: Place[]) {
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

/** Markers and clusters for the current view; recomputed when the map moves or the places change. */
function ClusteredMarkers({ places, selectedId, onSelect, onShowDetails }: Omit<LeafletMapProps, "origin" | "tiles">) {
  const t = useT();
  const map = useMap();
  const index = useClusterIndex(places);
  const byId = useMemo(() => new Map(places.map((p) => [p.id, p])), [places]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });

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
              title={t("{count} places here: zoom in", { count: props.point_count ?? 0 })}
              eventHandlers={{
                click: () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), MAP.maxZoom)),
              }}
            />
          );
        }
        const place = byId.get(props.id);
        if (!place) return null;
        return (
          <Marker
            key={place.id}
            position={[lat, lng]}
            icon={placeIcon(place.kind, place.id === selectedId)}
            title={place.name}
            alt={place.name}
            eventHandlers={{ click: () => onSelect(place.id) }}
          >
            <Popup>
              <p className="font-semibold" data-i18n="dynamic">
                {place.name}
              </p>
              {place.status !== "open" && <p data-i18n="curated" className="font-bold text-danger">{t(STATUS_LABELS[place.status])}</p>}
              <p data-i18n="dynamic">{place.address}</p>
              <button type="button" data-i18n="curated" onClick={() => onShowDetails(place.id)} className="font-semibold text-brand-dark underline">
                {t("Details, phone and directions")}
              </button>
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

/**
 * Keeps the view useful: fits the filtered places whenever they change (so a filter never leaves
 * the visitor looking at an empty area), flies to a selected place, and centres on the visitor
 * when they share their location.
 */
function FollowSelection({ places, selectedId, origin }: Pick<LeafletMapProps, "places" | "selectedId" | "origin">) {
  const map = useMap();
  useEffect(() => {
    if (places.length === 0) return;
    const lats = places.map((p) => p.latitude);
    const lngs = places.map((p) => p.longitude);
    map.fitBounds(
      [
        [Math.min(...lats), Math.min(...lngs)],
        [Math.max(...lats), Math.max(...lngs)],
      ],
      { padding: [30, 30], maxZoom: MAP.placeZoom },
    );
  }, [map, places]);
  useEffect(() => {
    const place = places.find((p) => p.id === selectedId);
    if (place) map.setView([place.latitude, place.longitude], Math.max(map.getZoom(), MAP.placeZoom));
  }, [map, places, selectedId]);
  useEffect(() => {
    if (origin) map.setView([origin.lat, origin.lng], Math.max(map.getZoom(), 12));
  }, [map, origin]);
  // Attribution names (OpenStreetMap) are not for translating.
  useEffect(() => {
    map.attributionControl?.getContainer()?.setAttribute("translate", "no");
  }, [map]);
  // The container changes size when a phone switches between map and list.
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export default function ReliefMap(props: LeafletMapProps) {
  return (
    <MapContainer
      center={MAP.center}
      zoom={MAP.zoom}
      minZoom={MAP.minZoom}
      maxZoom={MAP.maxZoom}
      scrollWheelZoom={false}
      className="h-full w-full"
      data-testid="leaflet-map"
      // Marker and cluster labels are curated; only popup names and addresses are database text.
      data-i18n="curated"
    >
      <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />
      <ClusteredMarkers places={props.places} selectedId={props.selectedId} onSelect={props.onSelect} onShowDetails={props.onShowDetails} />
      <FollowSelection places={props.places} selectedId={props.selectedId} origin={props.origin} />
    </MapContainer>
  );
}
