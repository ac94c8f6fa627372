"use client";

import "leaflet/dist/leaflet.css";
import { useEffect } from "react";
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { MAP } from "@/lib/map/settings";
import type { MapTiles } from "@/lib/map-tiles";
import { placeIcon } from "@/components/map/markers";

type Point = { latitude: number; longitude: number };

const METRES_PER_MILE = 1609.344;

function ClickToPick({ onPick }: { onPick: (p: Point) => void }) {
  useMapEvents({ click: (e) => onPick({ latitude: Number(e.latlng.lat.toFixed(5)), longitude: Number(e.latlng.lng.toFixed(5)) }) });
  return null;
}

/** A point set from elsewhere (a ZIP code, the visitor's location) is brought into view; a tap on the map is already in it. */
function KeepInView({ value, zoom }: { value: Point | null; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (value && !map.getBounds().contains([value.latitude, value.longitude])) map.setView([value.latitude, value.longitude], Math.max(map.getZoom(), zoom));
  }, [map, value, zoom]);
  return null;
}

type Props = {
  value: Point | null;
  onPick: (p: Point) => void;
  tiles: MapTiles;
  /** Drawn around the point (the area alerts' radius). */
  radiusMiles?: number;
  /** The zoom the map opens at around a point already chosen. */
  zoom?: number;
};

/** A small map: a tap or click sets the point. Works without tiles, like the main map. */
export default function PointPickerMap({ value, onPick, tiles, radiusMiles, zoom = 15 }: Props) {
  return (
    <MapContainer center={value ? [value.latitude, value.longitude] : MAP.center} zoom={value ? zoom : MAP.zoom} className="h-64 w-full" data-i18n="curated">
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <ClickToPick onPick={onPick} />
      <KeepInView value={value} zoom={zoom} />
      {value && <Marker position={[value.latitude, value.longitude]} icon={placeIcon("resource", true)} />}
      {value && radiusMiles && (
        <Circle center={[value.latitude, value.longitude]} radius={radiusMiles * METRES_PER_MILE} pathOptions={{ color: "#15803d", weight: 2, fillOpacity: 0.08 }} interactive={false} />
      )}
    </MapContainer>
  );
}
