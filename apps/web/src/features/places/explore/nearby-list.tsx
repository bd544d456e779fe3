import type { ListedPlace } from '@waggle/shared/places';
import { MapPinOff, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  buttonClasses,
  ButtonLink,
  secondaryButtonClasses,
} from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { toastError } from '../../../components/ui/toast-store';
import { useDistanceText } from '../../../lib/distance-unit/use-distance-text';
import { paths } from '../../../lib/paths';
import type { useNearbyPlaces } from '../api/nearby-places';
import { PlaceCard } from '../components/place-card';
import { readCachedLocations, writeCachedLocations } from './cached-locations';
import { listStepSize } from './filters';

function PlaceItems({ places, label }: { places: readonly ListedPlace[]; label: string }) {
  const distanceText = useDistanceText();
  return (
    <ul className="grid gap-3" aria-label={label}>
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard place={place} distance={distanceText(place)} />
        </li>
      ))}
    </ul>
  );
}

/** The last list shown, read back when the network lets us down. */
function CachedPlaces() {
  const [cached, setCached] = useState<ListedPlace[] | null>(null);
  useEffect(() => {
    void readCachedLocations().then(setCached);
  }, []);
  if (!cached?.length) return null;
  return (
    <section aria-labelledby="cached-places" className="mt-6">
      <h2 id="cached-places" className="mb-3 font-semibold text-stone-900 dark:text-stone-50">
        Saved for offline browsing
      </h2>
      <PlaceItems places={cached} label="Cached places" />
    </section>
  );
}

export function NearbyList({
  query,
  places,
  filtered,
  onClearFilters,
}: {
  query: ReturnType<typeof useNearbyPlaces>;
  places: readonly ListedPlace[];
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { isPending, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
  // The list grows a page at a time even when more places are loaded (the map shows them all).
  const [shown, setShown] = useState(listStepSize);
  const visible = useMemo(() => places.slice(0, shown), [places, shown]);
  const showMore = () => {
    setShown((count) => count + listStepSize);
    if (places.length <= shown + listStepSize && hasNextPage) void fetchNextPage();
  };

  useEffect(() => {
    if (error) {
      toastError("Couldn't load places", error);
    }
  }, [error]);

  useEffect(() => {
    if (query.isSuccess) void writeCachedLocations(visible);
  }, [query.isSuccess, visible]);

  if (isPending) return <Spinner label="Loading nearby places" />;
  if (error) {
    return (
      <>
        <EmptyState
          icon={MapPinOff}
          title="Places didn't load"
          action={
            <button
              type="button"
              className={buttonClasses}
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {isFetching ? 'Trying again…' : 'Try again'}
            </button>
          }
        >
          {error.message}
        </EmptyState>
        <CachedPlaces />
      </>
    );
  }
  if (places.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title="No places match"
        action={
          <button type="button" className={secondaryButtonClasses} onClick={onClearFilters}>
            Clear filters
          </button>
        }
      >
        Nothing nearby passes these filters. Try fewer of them.
      </EmptyState>
    ) : (
      <EmptyState
        icon={MapPinOff}
        title="No places nearby yet"
        action={<ButtonLink href={paths.suggest}>Suggest a place</ButtonLink>}
      >
        Nobody has added a dog-friendly place within 10 km. Know one?
      </EmptyState>
    );
  }
  return (
    <>
      <PlaceItems places={visible} label="Nearby places" />
      {(places.length > shown || hasNextPage) && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className={secondaryButtonClasses}
            onClick={showMore}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Show more places'}
          </button>
        </div>
      )}
    </>
  );
}
