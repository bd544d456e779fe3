import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { exploreHref, rememberExploreSearch } from './explore-href';
import { filtersFromSearch, searchFromFilters } from './explore-search';
import type { ExploreFilters } from './filters';

/**
 * Explore's filters, read from and written to the URL. A change replaces the history entry, so
 * Back leaves Explore instead of stepping through every chip tapped.
 */
export function useExploreFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const canonical = searchFromFilters(filters);

  useEffect(() => rememberExploreSearch(canonical), [canonical]);

  const setFilters = useCallback(
    (next: ExploreFilters) => {
      navigate(exploreHref(searchFromFilters(next)), { replace: true });
    },
    [navigate],
  );
  return [filters, setFilters] as const;
}
