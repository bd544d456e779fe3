import type { DogSize } from '@waggle/shared/domain';
import type { LatLng } from '@waggle/shared/distance';
import type { Place } from '@waggle/shared/places';
import { RefreshCw } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { LazyPlaceMap } from '../../../components/map/lazy-map';
import { ScreenHeader } from '../../../components/ui/screen-header';
import {
  DistanceOriginContext,
  useOwnDistanceOrigin,
  type DistanceOrigin,
} from '../../../lib/distance-unit/distance-origin';
import { useDistanceText } from '../../../lib/distance-unit/use-distance-text';
import { useUserLocation } from '../../../lib/location/location-context';
import { useOnDemandPanel } from '../../../lib/use-on-demand-panel';
import { haptic } from '../../../lib/native/haptics';
import { placesListId } from '../../../lib/skip-targets';
import { nearbyPlacesKey, useNearbyPlaces } from '../api/get-nearby-places';
import { useEdgeSwipe } from '../category-menu/use-edge-swipe';
import { useMenuSettings } from '../category-menu/use-menu-settings';
import type { PlaceAction } from '../components/place-list';
import { PlacePopup } from '../components/place-popup';
import { FilterBar } from './filter-bar';
import { nearbyQuery, noFilters } from './filters';
import { centreName, listHeading } from './list-centre';
import { LocationStatus } from './location-status';
import { NearbyList } from './nearby-list';
import { SearchBox } from './search-box';
import { TownSearch } from './town-search';
import { useExploreFilters } from './use-explore-filters';
import { useExploreScroll } from './explore-scroll';
import { useSearchText } from './use-search-text';
import { IconButton } from '../../../components/ui/icon-button';

// The category menu's code (a side sheet) loads when it first opens, not with Explore.
const loadCategoryMenu = () =>
  import('../category-menu/category-menu').then((module) => module.CategoryMenu);

/**
 * Home: places near the user on a map and in a list, with search and filters (kept in the URL).
 * On a phone one column; from 1024 px the list sits beside the map.
 */
export function ExploreView({
  dog,
  placeAction,
  headerAction,
}: {
  dog: { name: string | null; size: DogSize } | null;
  placeAction?: PlaceAction | undefined;
  /** A control the screen adds beside the refresh button (the accessibility sheet's). */
  headerAction?: ReactNode;
}) {
  const { position, hasFix, status, refresh } = useUserLocation();
  const { filters, setFilters, centre: chosen, setCentre } = useExploreFilters();
  // docs/product.md#where-the-list-is-centred: the chosen centre, else the person (or central
  // London); distances in the list and on the map are measured from it and say from where.
  const own = useOwnDistanceOrigin();
  const chosenName = chosen && centreName(chosen);
  const chosenLat = chosen?.lat;
  const chosenLng = chosen?.lng;
  const centre = useMemo<DistanceOrigin>(
    () =>
      chosenName && chosenLat !== undefined && chosenLng !== undefined
        ? { position: { lat: chosenLat, lng: chosenLng }, name: chosenName }
        : own,
    [chosenName, chosenLat, chosenLng, own],
  );
  const distanceText = useDistanceText(centre);
  const useMyLocation = useCallback(() => {
    setCentre(null);
    refresh();
  }, [setCentre, refresh]);
  const searchArea = useCallback(
    ({ lat, lng }: LatLng) => setCentre({ lat, lng, name: null }),
    [setCentre],
  );
  const [searchText, setSearchText] = useSearchText(filters.q, (q) =>
    setFilters({ ...filters, q }),
  );
  const {
    Panel: CategoryMenu,
    open: menuOpen,
    setOpen: setMenuOpen,
    show: showMenuPanel,
  } = useOnDemandPanel(loadCategoryMenu, "Couldn't open the categories");
  const [menuSettings, updateMenuSettings] = useMenuSettings();
  // The category menu is one multi-select, from its opening to its closing.
  const showMenu = useCallback(
    (open: boolean) => {
      haptic(open ? 'multiSelectStart' : 'multiSelectEnd');
      if (open) showMenuPanel();
      else setMenuOpen(false);
    },
    [showMenuPanel, setMenuOpen],
  );
  const openMenu = useCallback(() => showMenu(true), [showMenu]);
  useEdgeSwipe(menuSettings, openMenu);

  const nearby = nearbyQuery(centre.position, filters, dog?.size ?? null);
  const liveQuery = useNearbyPlaces(nearby);
  // The list and the map take each answer in a transition: React renders them in slices, and
  // the map's markers are added in a task of their own, so an answer never blocks a tap for long.
  const query = useDeferredValue(liveQuery);
  const places = useMemo(
    () => query.data?.pages.flatMap((page) => page.places) ?? [],
    [query.data],
  );
  useExploreScroll(useSearch(), places.length > 0);
  const clearFilters = useCallback(() => setFilters(noFilters), [setFilters]);
  const popup = useCallback(
    (place: Place) => <PlacePopup place={place} distance={distanceText(place)} />,
    [distanceText],
  );

  return (
    <DistanceOriginContext value={centre}>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <ScreenHeader
            logo
            title="Explore"
            subtitle={listHeading(centre.name)}
            action={
              <div className="flex items-center gap-2">
                {headerAction}
                <IconButton
                  label="Refresh nearby places"
                  icon={RefreshCw}
                  iconClassName={liveQuery.isFetching ? 'animate-spin' : undefined}
                  disabled={status === 'locating' || liveQuery.isFetching}
                  onClick={() => {
                    refresh();
                    void liveQuery.refetch();
                  }}
                />
              </div>
            }
          />
          <div className="grid gap-3">
            <SearchBox value={searchText} onChange={setSearchText} />
            <FilterBar
              filters={filters}
              onChange={setFilters}
              onOpenCategoryMenu={openMenu}
              dog={dog}
            />
            <LocationStatus near={chosenName} onLocate={useMyLocation} />
            <TownSearch onChoose={({ name, lat, lng }) => setCentre({ lat, lng, name })} />
          </div>
        </div>
        <LazyPlaceMap
          className="mt-3 h-64 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-6 lg:h-[calc(100dvh-8rem)]"
          label="Map of nearby places"
          center={centre.position}
          zoom={13}
          places={places}
          popup={popup}
          you={hasFix ? position : null}
          onLocate={useMyLocation}
          onSearchArea={searchArea}
        />
        <section
          id={placesListId}
          aria-labelledby="nearby-heading"
          className="focus:outline-none lg:col-start-1 lg:row-start-2"
        >
          <h2
            id="nearby-heading"
            className="mt-6 mb-3 text-lg font-semibold text-stone-900 dark:text-stone-50"
          >
            Nearby
          </h2>
          <NearbyList
            key={nearbyPlacesKey(nearby)[0]}
            query={query}
            places={places}
            filters={filters}
            onClearFilters={clearFilters}
            placeAction={placeAction}
          />
        </section>
        {CategoryMenu && (
          <CategoryMenu
            open={menuOpen}
            onOpenChange={showMenu}
            selected={filters.categories}
            onSelectedChange={(categories) => setFilters({ ...filters, categories })}
            settings={menuSettings}
            onSettingsChange={updateMenuSettings}
          />
        )}
      </div>
    </DistanceOriginContext>
  );
}
