import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationContext } from '../../../lib/location/location-context';
import { SettingsProvider } from '../../../lib/settings/settings-provider';
import { noFixLocation } from '../../../test/location-fixture';
import { placeFixture } from '../../../test/place-fixture';
import type { useNearbyPlaces } from '../api/get-nearby-places';
import { cacheListedPlaces } from '../../connectivity';
import { noFilters, type ExploreFilters } from './filters';
import { NearbyList } from './nearby-list';

/** The list's query after a failed call (no answer from the server). */
const failedQuery = {
  isPending: false,
  isSuccess: false,
  error: new TypeError('Failed to fetch'),
  refetch: vi.fn(),
  isFetching: false,
  hasNextPage: false,
  fetchNextPage: vi.fn(),
  isFetchingNextPage: false,
} as unknown as ReturnType<typeof useNearbyPlaces>;

function renderFailedList(filters: ExploreFilters) {
  render(
    <SettingsProvider>
      <LocationContext value={noFixLocation}>
        <NearbyList
          query={failedQuery}
          places={[]}
          filters={filters}
          onClearFilters={() => undefined}
          placeAction={() => <button type="button">Save</button>}
        />
      </LocationContext>
    </SettingsProvider>,
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 27, 14, 2), toFake: ['Date'] });
  await cacheListedPlaces([placeFixture({ id: 1, name: 'Bark Park' })]);
  vi.useRealTimers();
});

describe("Explore's list when its call fails (docs/product.md#saved-copies)", () => {
  it('shows the saved list under the failure, with when it was saved and no favourite toggles', async () => {
    renderFailedList(noFilters);
    expect(screen.getByRole('heading', { name: "Places didn't load" })).toBeInTheDocument();
    const cached = await screen.findByRole('list', { name: 'Cached places' });
    expect(cached).toHaveTextContent('Bark Park');
    expect(screen.getByText(/^Saved on this device · (27 Nov, )?14:02$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('a failed search says so, and shows nothing unrelated', async () => {
    renderFailedList({ ...noFilters, q: 'vet' });
    expect(screen.getByRole('heading', { name: "Couldn't search for “vet”" })).toBeInTheDocument();
    // The saved list is read asynchronously: give it the chance to show.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('list', { name: 'Cached places' })).not.toBeInTheDocument();
    expect(screen.queryByText('Bark Park')).not.toBeInTheDocument();
  });
});
