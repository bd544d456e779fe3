import type { Place } from '@waggle/shared/places';
import type { Map as LeafletMap } from 'leaflet';
import { useMemo, useState, type ReactNode } from 'react';
import { Marker, Popup, useMap, useMapEvent } from 'react-leaflet';
import Supercluster from 'supercluster';
import { placeCategoryLabels } from '@waggle/shared/domain';
import { haptic } from '../../lib/native/haptics';
import { clusterIcon, placeIcon } from './map-icons';

type PlacePoint = Supercluster.PointFeature<{ place: Place }>;

// docs/product.md#map.
export const popupSize = { maxWidth: 300, minWidth: 50 };

/** A place's marker, tapped: its popup opens, with the tap felt as a location tap. */
const placeMarkerEvents = { click: () => haptic('locationTap') };

const viewOf = (map: LeafletMap) => {
  const bounds = map.getBounds();
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
      number,
      number,
      number,
      number,
    ],
    zoom: Math.round(map.getZoom()),
  };
};

/**
 * Places as markers, merged into counted clusters where they crowd (supercluster). Only what is
 * in view is rendered, and only when a pan or zoom ends, so thousands of places pan smoothly.
 */
export function ClusteredMarkers({
  places,
  popup,
}: {
  places: readonly Place[];
  popup: (place: Place) => ReactNode;
}) {
  const map = useMap();
  const index = useMemo(() => {
    const cluster = new Supercluster<{ place: Place }>({ radius: 60, maxZoom: 17 });
    cluster.load(
      places.map((place): PlacePoint => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
        properties: { place },
      })),
    );
    return cluster;
  }, [places]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvent('moveend', () => setView(viewOf(map)));
  const features = useMemo(() => index.getClusters(view.bbox, view.zoom), [index, view]);

  return features.map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties) {
      const { cluster_id: id, point_count: count } = feature.properties;
      return (
        <Marker
          key={`cluster-${id}`}
          position={[lat, lng]}
          icon={clusterIcon(count)}
          title={`${count} places`}
          alt={`${count} places`}
          eventHandlers={{
            click: () => map.setView([lat, lng], index.getClusterExpansionZoom(id)),
          }}
        />
      );
    }
    const { place } = feature.properties;
    return (
      <Marker
        key={place.id}
        position={[lat, lng]}
        icon={placeIcon(place.category)}
        title={`${place.name} (${placeCategoryLabels[place.category]})`}
        eventHandlers={placeMarkerEvents}
      >
        <Popup {...popupSize}>{popup(place)}</Popup>
      </Marker>
    );
  });
}
