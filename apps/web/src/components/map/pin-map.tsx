import type { LatLng } from '@waggle/shared/distance';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMapEvent } from 'react-leaflet';
import { BaseMap } from './base-map';
import { pinIcon } from './map-icons';

export interface PinMapProps {
  /** Where the pin stands; null until one is dropped. */
  pin: LatLng | null;
  /** Where the map looks while there is no pin. */
  center: LatLng;
  zoom: number;
  /** A tap on the map or the end of a drag: the pin's new position (longitude within ±180). */
  onPinChange: (pin: LatLng) => void;
  label: string;
}

function DropPinOnTap({ onPinChange }: { onPinChange: (pin: LatLng) => void }) {
  useMapEvent('click', (event) => {
    const { lat, lng } = event.latlng.wrap();
    onPinChange({ lat, lng });
  });
  return null;
}

/** A map on which one draggable pin marks a position: tap to drop it, drag to move it. */
export default function PinMap({ pin, center, zoom, onPinChange, label }: PinMapProps) {
  const dragEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng().wrap();
        onPinChange({ lat, lng });
      },
    }),
    [onPinChange],
  );
  return (
    <BaseMap center={pin ?? center} zoom={zoom} label={label}>
      <DropPinOnTap onPinChange={onPinChange} />
      {pin && (
        <Marker
          position={[pin.lat, pin.lng]}
          icon={pinIcon}
          draggable
          autoPan
          title="The place's position: drag to move"
          alt="The place's position"
          eventHandlers={dragEvents}
        />
      )}
    </BaseMap>
  );
}
