"use client";

import "leaflet/dist/leaflet.css";
import { MapContainer, Marker, TileLayer, useMapEvents } from "react-leaflet";
import { MAP } from "@/lib/map/settings";
import type { MapTiles } from "@/lib/map-tiles";
import { placeIcon } from "@/components/map/markers";

type Point = { latitude: number; longitude: number };

function ClickToPick({ onPick }: { onPick: (p: Point) => void }) {
  useMapEvents({ click: (e) => onPick({ latitude: Number(e.latlng.lat.toFixed(5)), longitude: Number(e.latlng.lng.toFixed(5)) }) });
  return null;
}

/** A small map: a tap or click sets the point. Works without tiles, like the main map. */
export default function PointPickerMap({ value, onPick, tiles }: { value: Point | null; onPick: (p: Point) => void; tiles: MapTiles }) {
  return (
    <MapContainer center={value ? [value.latitude, value.longitude] : MAP.center} zoom={value ? 15 : MAP.zoom} className="h-64 w-full" data-i18n="curated">
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <ClickToPick onPick={onPick} />
      {value && <Marker position={[value.latitude, value.longitude]} icon={placeIcon("resource", true)} />}
    </MapContainer>
  );
}
