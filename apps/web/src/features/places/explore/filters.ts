import type { DogSize, PlaceCategory } from '@waggle/shared/domain';
import type { LatLng } from '@waggle/shared/distance';
import type { NearbyQuery } from '../api/get-nearby-places';

export const policyFilters = ['offLeash', 'fenced', 'waterBowls', 'dogsInside'] as const;
export type PolicyFilter = (typeof policyFilters)[number];

export interface ExploreFilters {
  categories: PlaceCategory[];
  /** Name or address text; empty for none. */
  q: string;
  policies: PolicyFilter[];
  /** Only places not known to turn the profile's dog size away. */
  fitsMyDog: boolean;
}

export const noFilters: ExploreFilters = { categories: [], q: '', policies: [], fitsMyDog: false };

/** Places fetched per call (the nearest 50: the map shows them all) and list items shown per step. */
const nearbyPageSize = 50;
export const listStepSize = 20;

// Five decimals is about a metre: a jittery fix does not refetch.
const coordinate = (value: number) => value.toFixed(5);

/** The query for the places nearest `origin` that pass the filters. */
export function nearbyQuery(
  origin: LatLng,
  filters: ExploreFilters,
  dogSize: DogSize | null,
): NearbyQuery {
  const q = filters.q.trim();
  return {
    lat: coordinate(origin.lat),
    lng: coordinate(origin.lng),
    limit: nearbyPageSize,
    category: filters.categories.length > 0 ? filters.categories.join(',') : undefined,
    q: q || undefined,
    ...Object.fromEntries(filters.policies.map((policy) => [policy, true])),
    fitsDogSize: filters.fitsMyDog && dogSize ? dogSize : undefined,
  };
}

export const toggled = <T>(values: readonly T[], value: T, on: boolean): T[] =>
  on
    ? [...values.filter((item) => item !== value), value]
    : values.filter((item) => item !== value);
