import type { ListedPlace } from '@waggle/shared/places';
import { MapPinOff, RefreshCw, SearchX } from 'lucide-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import type { useNearbyPlaces } from '../api/get-nearby-places';
import { PlaceList, type PlaceAction } from '../components/place-list';
import {
  cacheListedPlaces,
  oldestSavedAt,
  savedCopyLabel,
  useCachedLocations,
} from '../../connectivity';
import { isFiltered } from './explore-search';
import { listStepSize, type ExploreFilters } from './filters';
import { Button } from '../../../components/ui/button';

/**
 * The last list shown, read back when the network lets us down: it says when it was saved, and
 * its cards have no favourite toggles, which need the server (docs/product.md#saved-copies).
 */
function CachedPlaces() {
  const cached = useCachedLocations();
  if (!cached?.length) return null;
  return (
    <section aria-labelledby="cached-places" className="mt-6">
      <h2 id="cached-places" className="font-semibold text-stone-900 dark:text-stone-50">
        Saved for offline browsing
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-700 dark:text-stone-300">
        {savedCopyLabel(oldestSavedAt(cached))}
      </p>
      <PlaceList places={cached} label="Cached places" />
    </section>
  );
}

function NoMatches({ filters, onClear }: { filters: ExploreFilters; onClear: () => void }) {
  const q = filters.q.trim();
  return (
    <EmptyState
      icon={SearchX}
      title={q ? `No places match “${q}”` : 'No places match'}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      {q
        ? 'Nothing nearby has that in its name or address. Check the spelling, or try a shorter word.'
        : 'Nothing nearby passes these filters. Try fewer of them.'}
    </EmptyState>
  );
}

/** Explore's list: rendered again only when its props change (not with every location state). */
export const NearbyList = memo(function NearbyList({
  query,
  places,
  filters,
  onClearFilters,
  placeAction,
}: {
  query: ReturnType<typeof useNearbyPlaces>;
  places: readonly ListedPlace[];
  filters: ExploreFilters;
  onClearFilters: () => void;
  placeAction?: PlaceAction | undefined;
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

  // docs/product.md#connectivity-and-offline cached locations: the list as loaded (not only the cards shown), kept for offline.
  useEffect(() => {
    if (query.isSuccess) void cacheListedPlaces(places);
  }, [query.isSuccess, places]);

  if (isPending) return <Spinner label="Loading nearby places" />;
  if (error) {
    // One failure, one message: this state (no toast as well). A search or filter that failed
    // says so, with nothing beside it: the saved list would not answer it (docs/product.md#saved-copies).
    const q = filters.q.trim();
    return (
      <>
        <EmptyState
          icon={MapPinOff}
          title={q ? `Couldn't search for “${q}”` : "Places didn't load"}
          action={
            <Button onClick={() => void refetch()} disabled={isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {isFetching ? 'Trying again…' : 'Try again'}
            </Button>
          }
        >
          {errorMessage(error)}
        </EmptyState>
        {!isFiltered(filters) && <CachedPlaces />}
      </>
    );
  }
  if (places.length === 0) {
    return isFiltered(filters) ? (
      <NoMatches filters={filters} onClear={onClearFilters} />
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
      <PlaceList places={visible} label="Nearby places" placeAction={placeAction} />
      {(places.length > shown || hasNextPage) && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={showMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Show more places'}
          </Button>
        </div>
      )}
    </>
  );
});
