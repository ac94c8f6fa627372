"use client";

import type { LeafletEvent, Marker as LeafletMarker } from "leaflet";
import { memo } from "react";
import { Marker, Popup } from "react-leaflet";
import { useI18n } from "@/components/i18n/language-context";
import type { Served } from "./hazard-index";
import { incidentIcon } from "./hazard-icons";
import { IncidentDetails } from "./hazard-popups";
import { HAZARD_MAP } from "./hazard-style";

/** A divIcon has no alt text: the marker's button gets its name from aria-label once it is on the map. */
const nameMarker = (label: string) => (e: LeafletEvent) => (e.target as LeafletMarker).getElement()?.setAttribute("aria-label", label);

/** Active fires: diamond fire markers under the place markers, each with its details on a tap. */
export const IncidentMarkers = memo(function IncidentMarkers({ layer, now }: { layer: Served<"incident">; now: Date }) {
  const i18n = useI18n();
  return (
    <>
      {layer.features.map((incident, i) => {
        const [lng = 0, lat = 0] = incident.geometry.coordinates;
        const { name } = incident.properties;
        const label = layer.sample ? i18n._("Sample fire, not real: {name}", { name }) : i18n._("Active fire: {name}", { name });
        return (
          <Marker
            // With the position: a feed may repeat a name.
            key={`${name}:${i}`}
            position={[lat, lng]}
            icon={incidentIcon(layer.sample)}
            title={label}
            zIndexOffset={HAZARD_MAP.incidentZIndexOffset}
            eventHandlers={{ add: nameMarker(label) }}
          >
            <Popup>
              <IncidentDetails incident={incident} layer={layer} now={now} />
            </Popup>
          </Marker>
        );
      })}
    </>
  );
});
