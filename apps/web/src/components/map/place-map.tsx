import type { LatLng } from '@waggle/shared/distance';
import type { Place } from '@waggle/shared/places';
import { LocateFixed, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Marker, Popup, useMapEvents } from 'react-leaflet';
import { BaseMap } from './base-map';
import { ClusteredMarkers, popupSize } from './clustered-markers';
import { youIcon } from './map-icons';
import { haptic } from '../../lib/native/haptics';
import { IconButton } from '../ui/icon-button';

export interface PlaceMapProps {
  center: LatLng;
  zoom: number;
  places: readonly Place[];
  popup: (place: Place) => ReactNode;
  /** The user's own position: the red marker. */
  you?: LatLng | null;
  /** Asks for a fresh device position (the map's locate button). */
  onLocate?: () => void;
  /** Offered once the person moves the map away from `center`: the list there instead. */
  onSearchArea?: (centre: LatLng) => void;
  label: string;
}

/** How far (px) the map's middle must move from `center` before "Search this area" is offered. */
const movedPx = 40;

/**
 * Reports the map's middle after each move that leaves it away from `center` (a pan by touch,
 * mouse or keys, not the map following a new centre), null once it is back.
 */
function WatchMoves({
  center,
  onMove,
}: {
  center: LatLng;
  onMove: (centre: LatLng | null) => void;
}) {
  const map = useMapEvents({
    moveend: () => {
      const middle = map.getCenter();
      const away = map.project(middle).distanceTo(map.project([center.lat, center.lng]));
      const { lat, lng } = middle.wrap();
      onMove(away > movedPx ? { lat, lng } : null);
    },
  });
  return null;
}

/** Places as clustered markers, and "you". */
export default function PlaceMap({
  center,
  zoom,
  places,
  popup,
  you,
  onLocate,
  onSearchArea,
  label,
}: PlaceMapProps) {
  const [moved, setMoved] = useState<LatLng | null>(null);
  return (
    <BaseMap
      center={center}
      zoom={zoom}
      label={label}
      controls={
        <>
          {onLocate && (
            // docs/product.md#device-location locate timeout 10 s: the device position request's own timeout.
            <IconButton
              label="Centre on my location"
              icon={LocateFixed}
              look="floating"
              onClick={onLocate}
              className="absolute top-3 right-3 z-[1000]"
            />
          )}
          {onSearchArea && moved && (
            // docs/product.md#where-the-list-is-centred
            <button
              type="button"
              onClick={() => {
                haptic('buttonPress');
                onSearchArea(moved);
                setMoved(null);
              }}
              className="absolute top-3 left-1/2 z-[1000] inline-flex min-h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 font-semibold text-brand-800 shadow-md focus-visible:outline-2 focus-visible:outline-brand-700 dark:bg-stone-900 dark:text-brand-300"
            >
              <Search aria-hidden="true" className="size-4" />
              Search this area
            </button>
          )}
        </>
      }
    >
      {onSearchArea && <WatchMoves center={center} onMove={setMoved} />}
      <ClusteredMarkers places={places} popup={popup} />
      {you && (
        <Marker
          position={[you.lat, you.lng]}
          icon={youIcon}
          title="You are here"
          alt="You are here"
          zIndexOffset={1000}
        >
          <Popup {...popupSize}>You are here</Popup>
        </Marker>
      )}
    </BaseMap>
  );
}
