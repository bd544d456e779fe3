import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeFixture } from '../../../test/place-fixture';
import { getSavedPlaces } from './get-saved-places';

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => fetchMock.mockReset());

const place = (id: number) => placeFixture({ id });

describe('saved places (docs/product.md#favourites: favourites fetched in batches)', () => {
  it('asks for at most 100 ids a call and keeps the saved order', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((_url, init) => {
      const { ids } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        ids: number[];
      };
      return Promise.resolve(new Response(JSON.stringify({ places: ids.map(place) })));
    });
    const ids = Array.from({ length: 250 }, (_, i) => 1000 - i);
    const places = await getSavedPlaces(ids);
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
