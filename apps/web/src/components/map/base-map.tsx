import 'leaflet/dist/leaflet.css';
import './map.css';
import type { LatLng } from '@waggle/shared/distance';
import { useEffect, type ReactNode } from 'react';
import { AttributionControl, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useMapConfig } from './api/get-map-config';

/** Follows the center when it changes (a position fix arriving, another place, a moved pin). */
function FollowCenter({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], Math.max(map.getZoom(), zoom));
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

/**
 * A Leaflet map with the server's raster tiles, OpenStreetMap's by default (docs/architecture.md#workspaces), named
 * for screen readers. `children` are the map's layers; `controls` sit over the map (buttons in its
 * corner). The tiles come in once the server has said where from.
 */
export function BaseMap({
  center,
  zoom,
  label,
  children,
  controls,
}: {
  center: LatLng;
  zoom: number;
  label: string;
  children: ReactNode;
  controls?: ReactNode;
}) {
  const tiles = useMapConfig();
  return (
    // `isolate`: Leaflet's own z-indexes stay inside the map, under the app's bars and sheets.
    <div className="relative isolate h-full" role="region" aria-label={label}>
      {/* docs/product.md#map: zoom step 1. */}
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        zoomSnap={1}
        zoomDelta={1}
        className="h-full rounded-2xl"
        attributionControl={false}
      >
        <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
        {tiles && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
        <FollowCenter center={center} zoom={zoom} />
        {children}
      </MapContainer>
      {controls}
    </div>
  );
}
