import { placeCategories, type PlaceCategory } from '@waggle/shared/domain';
import { policyFilters, type ExploreFilters } from './filters';

// Explore's filters live in the URL (`/?category=park,cafe&fenced=true&q=…`), so Back, a reload,
// a tab round trip and a shared link all give the same list.

const isCategory = (value: string): value is PlaceCategory =>
  (placeCategories as readonly string[]).includes(value);

const maxSearchLength = 100;

/** The filters a search string asks for; anything unknown or malformed is left out. */
export function filtersFromSearch(search: string): ExploreFilters {
  const params = new URLSearchParams(search);
  const categories = (params.get('category') ?? '').split(',').filter(isCategory);
  return {
    categories: [...new Set(categories)],
    q: (params.get('q') ?? '').trim().slice(0, maxSearchLength),
    policies: policyFilters.filter((policy) => params.get(policy) === 'true'),
    fitsMyDog: params.get('fitsMyDog') === 'true',
  };
}

/** The search string for these filters (without `?`); empty for none. */
export function searchFromFilters(filters: ExploreFilters): string {
  const parts: string[] = [];
  if (filters.categories.length > 0) parts.push(`category=${filters.categories.join(',')}`);
  for (const policy of filters.policies) parts.push(`${policy}=true`);
  if (filters.fitsMyDog) parts.push('fitsMyDog=true');
  const q = filters.q.trim();
  if (q) parts.push(`q=${encodeURIComponent(q)}`);
  return parts.join('&');
}

export const isFiltered = (filters: ExploreFilters) => searchFromFilters(filters) !== '';
