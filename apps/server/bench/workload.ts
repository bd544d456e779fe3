import type { LatLng } from '@waggle/shared/distance';
import { distanceKm } from '@waggle/shared/distance';
import type { PlaceFilters } from '../src/modules/places/repository-filters';
import { syntheticHubs } from '../src/seed/synthetic-places';

/** The nearby query measured: the 50 nearest places within 10 km (the web app's page size). */
export const nearbyLimit = 50;
export const nearbyRadiusKm = 10;

export type Area = 'dense' | 'sparse';
export const areas: readonly Area[] = ['dense', 'sparse'];

export interface FilterCase {
  label: string;
  filters: PlaceFilters;
}

/**
 * No filter, one category (1 place in 12), a word no place has (a search that finds nothing) and
 * a word nearly every place has (every synthetic name is `Synthetic place <n>`). New cases go at
 * the end: a case's place in the list picks its positions.
 */
export const filterCases: readonly FilterCase[] = [
  { label: 'none', filters: {} },
  { label: 'category=cafe', filters: { categories: ['cafe'] } },
  { label: 'q=zebra (rare)', filters: { q: 'zebra' } },
  { label: 'q=place (common)', filters: { q: 'place' } },
];

export type Random = () => number;

/** mulberry32: a small seeded generator, so every run asks the same questions. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/**
 * dense: within the inner half of a synthetic city (a few hundred places per km² at 1M);
 * sparse: anywhere over the inhabited latitudes at least 100 km from every city, where the
 * synthetic places are spread evenly (one per ~2,000 km² at 1M).
 */
export function randomPosition(random: Random, area: Area): LatLng {
  if (area === 'dense') {
    const [lat, lng] = syntheticHubs[Math.floor(random() * syntheticHubs.length)] ?? [0, 0];
    return { lat: lat + between(random, -0.06, 0.06), lng: lng + between(random, -0.09, 0.09) };
  }
  for (;;) {
    const position = { lat: between(random, -50, 65), lng: between(random, -180, 180) };
    if (syntheticHubs.every(([lat, lng]) => distanceKm(position, { lat, lng }) > 100)) {
      return position;
    }
  }
}

/** GET /api/locations for the nearby query with these filters (as the web app asks it). */
export function nearbyPath(position: LatLng, filters: PlaceFilters): string {
  const params = new URLSearchParams({
    lat: position.lat.toFixed(5),
    lng: position.lng.toFixed(5),
    radiusKm: String(nearbyRadiusKm),
    limit: String(nearbyLimit),
  });
  if (filters.categories) params.set('category', filters.categories.join(','));
  if (filters.q) params.set('q', filters.q);
  for (const flag of ['offLeash', 'fenced', 'waterBowls', 'dogsInside'] as const) {
    const value = filters[flag];
    if (value !== undefined) params.set(flag, String(value));
  }
  if (filters.fitsDogSize) params.set('fitsDogSize', filters.fitsDogSize);
  return `/api/locations?${params.toString()}`;
}

/**
 * The load run's mix: 80 % in cities; half unfiltered, the rest with one or two categories,
 * dog-policy flags, a dog size, or a search word.
 */
const loadDenseShare = 0.8;
const loadSearchShare = 0.05;
const loadFilters: readonly PlaceFilters[] = [
  {},
  {},
  {},
  {},
  {},
  { categories: ['cafe'] },
  { categories: ['park', 'dog_park'] },
  { offLeash: true },
  { fenced: true, waterBowls: true },
  { fitsDogSize: 'large', dogsInside: true },
];
const loadSearchWords = ['café', 'park', 'zebra'];

export const randomLoadPosition = (random: Random): LatLng =>
  randomPosition(random, random() < loadDenseShare ? 'dense' : 'sparse');

export function randomLoadPath(random: Random): string {
  const position = randomLoadPosition(random);
  const filters =
    random() < loadSearchShare
      ? { q: loadSearchWords[Math.floor(random() * loadSearchWords.length)] }
      : (loadFilters[Math.floor(random() * loadFilters.length)] ?? {});
  return nearbyPath(position, filters);
}

/** The load mix's filter sets, each once with its share of the requests (together 1). */
export function loadFilterShares(): { filters: PlaceFilters; share: number }[] {
  const shares = new Map<string, { filters: PlaceFilters; share: number }>();
  const add = (filters: PlaceFilters, share: number) => {
    const key = JSON.stringify(filters);
    shares.set(key, { filters, share: (shares.get(key)?.share ?? 0) + share });
  };
  for (const filters of loadFilters) add(filters, (1 - loadSearchShare) / loadFilters.length);
  for (const q of loadSearchWords) add({ q }, loadSearchShare / loadSearchWords.length);
  return [...shares.values()];
}
