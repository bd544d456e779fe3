import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPlacesInBatches } from './saved-places';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => fetchMock.mockReset());

const place = (id: number) => ({
  id,
  name: `Place ${id}`,
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
});

describe('saved places (spec §1: favourites fetched in batches)', () => {
  it('asks for at most 100 ids a call and keeps the saved order', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((_url, init) => {
      const { ids } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        ids: number[];
      };
      return Promise.resolve(new Response(JSON.stringify({ places: ids.map(place) })));
    });
    const ids = Array.from({ length: 250 }, (_, i) => 1000 - i);
    const places = await fetchPlacesInBatches(ids);
    const sizes = fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        ids: number[];
      };
      return body.ids.length;
    });
    expect(sizes).toEqual([100, 100, 50]);
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/locations/batch')).toBe(true);
    expect(places.map((p) => p.id)).toEqual(ids);
  });
});
