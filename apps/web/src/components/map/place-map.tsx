import type { LatLng } from '@waggle/shared/distance';
import type { Place } from '@waggle/shared/places';
import { LocateFixed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { BaseMap } from './base-map';
import { ClusteredMarkers, popupSize } from './clustered-markers';
import { youIcon } from './map-icons';
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
  label: string;
}

/** Places as clustered markers, and "you". */
export default function PlaceMap({
  center,
  zoom,
  places,
  popup,
  you,
  onLocate,
  label,
}: PlaceMapProps) {
  return (
    <BaseMap
      center={center}
      zoom={zoom}
      label={label}
      controls={
        onLocate && (
          // docs/product.md#device-location locate timeout 10 s: the device position request's own timeout.
          <IconButton
            label="Centre on my location"
            icon={LocateFixed}
            look="floating"
            onClick={onLocate}
            className="absolute top-3 right-3 z-[1000]"
          />
        )
      }
    >
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
