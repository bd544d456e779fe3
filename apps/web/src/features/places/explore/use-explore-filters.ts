import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { exploreHref, rememberExploreSearch } from './explore-href';
import { filtersFromSearch, searchFromFilters } from './explore-search';
import type { ExploreFilters } from './filters';
import { centreFromSearch, searchFromCentre, type ChosenCentre } from './list-centre';

const searchOf = (filters: ExploreFilters, centre: ChosenCentre | null) =>
  [searchFromFilters(filters), searchFromCentre(centre)].filter(Boolean).join('&');

/**
 * Explore's filters and chosen centre, read from and written to the URL. A change replaces the
 * history entry, so Back leaves Explore instead of stepping through every chip tapped.
 */
export function useExploreFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const centre = useMemo(() => centreFromSearch(search), [search]);
  const canonical = searchOf(filters, centre);

  useEffect(() => rememberExploreSearch(canonical), [canonical]);

  const go = useCallback(
    (nextFilters: ExploreFilters, nextCentre: ChosenCentre | null) => {
      navigate(exploreHref(searchOf(nextFilters, nextCentre)), { replace: true });
    },
    [navigate],
  );
  const setFilters = useCallback((next: ExploreFilters) => go(next, centre), [go, centre]);
  const setCentre = useCallback((next: ChosenCentre | null) => go(filters, next), [go, filters]);
  return { filters, setFilters, centre, setCentre };
}
