import type { LatLng } from '@waggle/shared/distance';
import { useEffect } from 'react';
import { Marker, Polyline, useMap } from 'react-leaflet';
import { BaseMap } from './base-map';
import { pinIcon, youIcon } from './map-icons';

export interface MoveMapProps {
  /** Where the pin stands now. */
  from: LatLng;
  /** Where it would move to. */
  to: LatLng;
  label: string;
}

/** Shows both positions, however far apart. */
function FitBoth({ from, to }: Pick<MoveMapProps, 'from' | 'to'>) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(
      [
        [from.lat, from.lng],
        [to.lat, to.lng],
      ],
      { padding: [32, 32], maxZoom: 18 },
    );
  }, [map, from.lat, from.lng, to.lat, to.lng]);
  return null;
}

/**
 * A moved pin: the position now (the red marker) and the new one (the suggest forms' pin), joined
 * by a dashed line. Not interactive beyond panning and zooming.
 */
export default function MoveMap({ from, to, label }: MoveMapProps) {
  const midpoint = { lat: (from.lat + to.lat) / 2, lng: (from.lng + to.lng) / 2 };
  return (
    <BaseMap center={midpoint} zoom={16} label={label}>
      <FitBoth from={from} to={to} />
      <Polyline
        positions={[
          [from.lat, from.lng],
          [to.lat, to.lng],
        ]}
        pathOptions={{ dashArray: '4 6', weight: 2 }}
      />
      <Marker
        position={[from.lat, from.lng]}
        icon={youIcon}
        title="The position now"
        alt="The position now"
      />
      <Marker
        position={[to.lat, to.lng]}
        icon={pinIcon}
        title="The proposed position"
        alt="The proposed position"
      />
    </BaseMap>
  );
}
