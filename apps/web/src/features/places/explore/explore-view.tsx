import type { DogSize } from '@waggle/shared/domain';
import type { Place } from '@waggle/shared/places';
import { RefreshCw } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { useDistanceText } from '../../../lib/distance-unit/use-distance-text';
import { useUserLocation } from '../../../lib/location/location-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNearbyPlaces } from '../api/nearby-places';
import { CategoryMenu } from '../category-menu/category-menu';
import { useEdgeSwipe } from '../category-menu/use-edge-swipe';
import { useMenuSettings } from '../category-menu/use-menu-settings';
import { LazyPlaceMap } from '../map/lazy-place-map';
import { PlacePopup } from '../map/place-popup';
import { FilterBar } from './filter-bar';
import { nearbyPath, noFilters, type ExploreFilters } from './filters';
import { LocationStatus } from './location-status';
import { NearbyList } from './nearby-list';
import { SearchBox } from './search-box';

const searchDebounceMs = 300;

const isFiltered = (filters: ExploreFilters) =>
  filters.categories.length > 0 ||
  filters.q.trim() !== '' ||
  filters.policies.length > 0 ||
  filters.fitsMyDog;

/** Home: places near the user on a map and in a list, with search and filters. */
export function ExploreView({ dog }: { dog: { name: string | null; size: DogSize } | null }) {
  const { position, hasFix, status, refresh } = useUserLocation();
  const distanceText = useDistanceText();
  const [chosen, setChosen] = useState<ExploreFilters>(noFilters);
  const [searchText, setSearchText] = useState('');
  // The search text applies once typing pauses; it replaces whatever `q` the chosen filters carry.
  const q = useDebouncedValue(searchText, searchDebounceMs);
  const filters = useMemo(() => ({ ...chosen, q }), [chosen, q]);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuSettings, updateMenuSettings] = useMenuSettings();
  const openMenu = useCallback(() => setMenuOpen(true), []);
  useEdgeSwipe(menuSettings, openMenu);

  const path = nearbyPath(position, filters, dog?.size ?? null);
  const query = useNearbyPlaces(path);
  const places = useMemo(
    () => query.data?.pages.flatMap((page) => page.places) ?? [],
    [query.data],
  );
  const popup = useCallback(
    (place: Place) => <PlacePopup place={place} distance={distanceText(place)} />,
    [distanceText],
  );

  return (
    <>
      <ScreenHeader
        title="Explore"
        subtitle="Dog-friendly places near you"
        action={
          <button
            type="button"
            onClick={() => {
              refresh();
              void query.refetch();
            }}
            disabled={status === 'locating' || query.isFetching}
            aria-label="Refresh nearby places"
            className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
          >
            <RefreshCw
              aria-hidden="true"
              className={query.isFetching ? 'size-5 animate-spin' : 'size-5'}
            />
          </button>
        }
      />
      <div className="grid gap-3">
        <SearchBox value={searchText} onChange={setSearchText} />
        <FilterBar filters={filters} onChange={setChosen} onOpenCategoryMenu={openMenu} dog={dog} />
        <LocationStatus />
        <LazyPlaceMap
          className="h-64"
          label="Map of nearby places"
          center={position}
          zoom={13}
          places={places}
          popup={popup}
          you={hasFix ? position : null}
          onLocate={refresh}
        />
      </div>
      <h2 className="mt-6 mb-3 text-lg font-semibold text-stone-900 dark:text-stone-50">Nearby</h2>
      <NearbyList
        key={path}
        query={query}
        places={places}
        filtered={isFiltered(filters)}
        onClearFilters={() => {
          setChosen(noFilters);
          setSearchText('');
        }}
      />
      <CategoryMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        selected={filters.categories}
        onSelectedChange={(categories) => setChosen((current) => ({ ...current, categories }))}
        settings={menuSettings}
        onSettingsChange={updateMenuSettings}
      />
    </>
  );
}
