"use client";

import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect } from "react";
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { MAP } from "@/lib/map/settings";
import type { MapTiles } from "@/lib/map/tiles";

type Point = { latitude: number; longitude: number };

const METRES_PER_MILE = 1609.344;

/**
 * The chosen point: a plain dot styled inline (this map loads without the main map's stylesheet),
 * not a kind of place's marker: the point is only a point.
 */
const POINT_ICON = L.divIcon({
  className: "",
  iconSize: [22, 22],
  iconAnchor: [11, 11],
  html: '<span aria-hidden="true" style="display:block;width:22px;height:22px;border-radius:50%;background:#15803d;border:3px solid #fff;box-shadow:0 0 0 2px #0a0a0a"></span>',
});

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
      {value && <Marker position={[value.latitude, value.longitude]} icon={POINT_ICON} />}
      {value && radiusMiles && (
        <Circle center={[value.latitude, value.longitude]} radius={radiusMiles * METRES_PER_MILE} pathOptions={{ color: "#15803d", weight: 2, fillOpacity: 0.08 }} interactive={false} />
      )}
    </MapContainer>
  );
}
