import { useSyncExternalStore } from 'react';

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

/** `/` with the filters Explore last showed. */
export function useExploreHref(): string {
  const search = useSyncExternalStore(subscribe, () => current);
  return search ? `/?${search}` : '/';
}
