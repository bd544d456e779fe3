import 'leaflet/dist/leaflet.css';
import './place-map.css';
import type { LatLng } from '@waggle/shared/distance';
import type { Place } from '@waggle/shared/places';
import { LocateFixed } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { webEnv } from '../../../env';
import { ClusteredMarkers, popupSize } from './clustered-markers';
import { youIcon } from './map-icons';

export interface PlaceMapProps {
  center: LatLng;
  zoom: number;
  places: readonly Place[];
  popup: (place: Place) => ReactNode;
  /** The user's own position: the red marker. */
  you?: LatLng | null;
  /** Asks for a fresh device position (the map's locate button). */
  onLocate?: () => void;
  label: string;
}

/** Follows the center when it changes (a position fix arriving, another place). */
function FollowCenter({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], Math.max(map.getZoom(), zoom));
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

/** Leaflet map with OpenStreetMap tiles (DESIGN.md §2), clustered place markers and "you". */
export default function PlaceMap({
  center,
  zoom,
  places,
  popup,
  you,
  onLocate,
  label,
}: PlaceMapProps) {
  const { tileUrl, attribution } = webEnv().map;
  return (
    // `isolate`: Leaflet's own z-indexes stay inside the map, under the app's bars and sheets.
    <div className="relative isolate h-full" role="region" aria-label={label}>
      {/* spec §9 Map defaults: zoom step 1. */}
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        zoomSnap={1}
        zoomDelta={1}
        className="h-full rounded-2xl"
        attributionControl={false}
      >
        <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
        <TileLayer url={tileUrl} attribution={attribution} />
        <FollowCenter center={center} zoom={zoom} />
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
      </MapContainer>
      {onLocate && (
        // spec §9 locate timeout 10 s: the device position request's own timeout.
        <button
          type="button"
          onClick={onLocate}
          aria-label="Centre on my location"
          className="absolute top-3 right-3 z-[1000] inline-flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow-md hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <LocateFixed aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}
