import type { Place } from '@waggle/shared/places';
import { MapPinOff } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { LazyPlaceMap } from '../../../components/map/lazy-map';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { Spinner } from '../../../components/ui/spinner';
import { useDistanceText } from '../../../lib/distance-unit/use-distance-text';
import { useUserLocation } from '../../../lib/location/location-context';
import { PlaceList, PlacePopup } from '../../places';
import { useCachedLocations } from '../hooks/use-cached-locations';
import { oldestSavedAt } from '../saved-copy';
import { SavedCopyNote } from './saved-copy-note';

/**
 * Explore while browsing offline (docs/product.md#connectivity-and-offline "Browse Cached Locations"): the places saved on this
 * device (`waggle-cached-locations`), read-only — no search, filters or favourites, which need the
 * server (docs/product.md#saved-copies). Live Explore comes back with the connection
 * (docs/product.md#reconnecting).
 */
export function CachedExploreView({ headerAction }: { headerAction?: ReactNode }) {
  const cached = useCachedLocations();
  const { position, hasFix } = useUserLocation();
  const distanceText = useDistanceText();
  const popup = useCallback(
    (place: Place) => <PlacePopup place={place} distance={distanceText(place)} />,
    [distanceText],
  );
  return (
    <>
      <ScreenHeader
        logo
        title="Explore"
        subtitle="Places saved on this device"
        action={headerAction}
      />
      <SavedCopyNote savedAt={oldestSavedAt(cached ?? [])}>
        You're offline: these are the places saved on this device. Search, filters and saving come
        back with your connection.
      </SavedCopyNote>
      <LazyPlaceMap
        className="mt-3 h-64"
        label="Map of the saved places"
        center={position}
        zoom={13}
        places={cached ?? []}
        popup={popup}
        you={hasFix ? position : null}
      />
      <section aria-labelledby="cached-heading">
        <h2
          id="cached-heading"
          className="mt-6 mb-3 text-lg font-semibold text-stone-900 dark:text-stone-50"
        >
          Saved for offline browsing
        </h2>
        {cached === null && <Spinner label="Reading the saved places" />}
        {cached?.length === 0 && (
          <EmptyState icon={MapPinOff} title="No places saved on this device">
            Places you see on Explore are kept here for when you're offline. Try again once you're
            back online.
          </EmptyState>
        )}
        {cached && cached.length > 0 && <PlaceList places={cached} label="Cached places" />}
      </section>
    </>
  );
}
