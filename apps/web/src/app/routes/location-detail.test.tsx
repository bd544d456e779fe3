import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthContext } from '../../features/auth/auth-context';
import { savedCopyLabel } from '../../features/connectivity';
import { cachedLocationsKey } from '../../features/connectivity/cached-locations';
import { ConnectivityContext } from '../../features/connectivity/connectivity-context';
import { connectivityFixture } from '../../test/connectivity-fixture';
import { LocationContext } from '../../lib/location/location-context';
import { noFixLocation } from '../../test/location-fixture';
import { createQueryClient } from '../../lib/query-client';
import { SettingsProvider } from '../../lib/settings/settings-provider';
import { authFixture, kim } from '../../test/auth-fixture';
import { fakeApi, json } from '../../test/fake-api';
import { placeFixture } from '../../test/place-fixture';
import LocationDetailScreen from './location-detail';

// Leaflet has no place in jsdom.
vi.mock('../../components/map/lazy-map', () => ({ LazyPlaceMap: () => null }));

const barkPark = placeFixture({ id: 7, name: 'Bark Park' });
// Saved today at 14:02, local time (docs/product.md#saved-copies).
const savedAt = new Date().setHours(14, 2, 0, 0);

beforeEach(() =>
  localStorage.setItem(cachedLocationsKey, JSON.stringify([{ ...barkPark, savedAt }])),
);

function renderPlace({ browsingCached = false } = {}) {
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <ConnectivityContext value={connectivityFixture({ browsingCached })}>
        <AuthContext value={authFixture(kim)}>
          <LocationContext value={noFixLocation}>
            <SettingsProvider>
              <Router hook={memoryLocation({ path: '/location/7' }).hook}>
                <Route path="/location/:id" component={LocationDetailScreen} />
              </Router>
            </SettingsProvider>
          </LocationContext>
        </AuthContext>
      </ConnectivityContext>
    </QueryClientProvider>,
  );
}

describe('a place screen', () => {
  it('offline, shows the saved copy, when it was saved and what waits for a connection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderPlace();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bark Park' })).toBeInTheDocument();
    const note = await screen.findByRole('status');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        "You're offline: this is the copy saved on this device. Saving, reviews, reporting and suggesting edits need a connection.",
      ),
    );
    expect(note).toHaveTextContent('Saved on this device · 14:02');
    expect(within(note).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // No action that needs the server: saving, suggesting an edit (signed in or not), reporting.
    expect(screen.queryByRole('button', { name: /Save|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest an edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Bark Park' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('browsing the cached places, says at once that it shows the saved copy', () => {
    // The server never answers: the copy and its note show without waiting for a failure.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderPlace({ browsingCached: true });
    return expect(
      screen.findByText(/You're offline: this is the copy saved on this device/),
    ).resolves.toBeInTheDocument();
  });

  it('browsing the cached places, a place loaded earlier is a copy too: no actions', async () => {
    fakeApi({ 'GET /api/locations/7': () => json(barkPark) });
    renderPlace({ browsingCached: true });
    // The note gives the time the place loaded, no longer the stored copy's.
    await waitFor(() => {
      const note = screen.getByText(/You're offline: this is the copy saved on this device/);
      expect(note.closest('[role="status"]')).toHaveTextContent(
        /Saved on this device · \d{2}:\d{2}/,
      );
      expect(note.closest('[role="status"]')).not.toHaveTextContent(savedCopyLabel(savedAt));
    });
    expect(screen.queryByRole('button', { name: 'Suggest an edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('online, offers reviews, reporting and suggesting an edit', async () => {
    fakeApi({
      'GET /api/locations/7': () => json(barkPark),
      'GET /api/locations/7/reviews?limit=10': () => json({ reviews: [], nextCursor: null }),
      'GET /api/locations/7/reviews/mine': () => json({ review: null }),
      'GET /api/users/2/favorites': () => json({ placeIds: [] }),
    });
    renderPlace();
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    // docs/product.md#routes-and-navigation: the page is named after the place.
    expect(document.title).toBe('Bark Park — Waggle');
    expect(screen.getByRole('button', { name: 'Suggest an edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Bark Park' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Save/ })).toBeInTheDocument();
    expect(screen.queryByText(/You're offline|Saved on this device/)).not.toBeInTheDocument();
  });
});
