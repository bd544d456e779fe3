import { useSyncExternalStore } from 'react';
import { paths } from '../../../lib/paths';

// Where "Explore" leads back to: the last list the person looked at, filters and all. Kept for
// the tab (sessionStorage), so a reload of a place screen still leads back to the same list.
const storageKey = 'waggle-explore-search';

function readStored(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

let current = readStored();
const listeners = new Set<() => void>();

export function rememberExploreSearch(search: string): void {
  if (search === current) return;
  current = search;
  try {
    sessionStorage.setItem(storageKey, search);
  } catch {
    // Without session storage the href still lives for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Explore's address for a search string (from searchFromFilters). */
export const exploreHref = (search: string) => (search ? `${paths.home}?${search}` : paths.home);

/** `/` with the filters Explore last showed. */
export function useExploreHref(): string {
  return exploreHref(useSyncExternalStore(subscribe, () => current));
}
