import type { ListedPlace } from '@waggle/shared/places';

/** A complete place as the API sends it, with only what a test cares about set. */
export const placeFixture = (fields: Partial<ListedPlace> & { id: number }): ListedPlace => ({
  name: `Place ${fields.id}`,
  description: null,
  category: 'park',
  address: null,
  city: null,
  country: null,
  lat: 51.5,
  lng: -0.12,
  website: null,
  phone: null,
  openingHours: null,
  dogsInside: null,
  offLeash: null,
  fenced: null,
  waterBowls: null,
  maxDogSize: null,
  source: 'community',
  coverImageUrl: null,
  ratingAvg: 0,
  ratingCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  distanceKm: null,
  ...fields,
});
