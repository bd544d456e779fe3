import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPlace } from '@waggle/shared/admin';
import type { AuthUser } from '@waggle/shared/users';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { stubAdminApi, summary } from '../../test/admin-test-kit';
import { AuthContext } from '../../features/auth/auth-context';
import { LocationContext } from '../../lib/location/location-context';
import { noFixLocation } from '../../test/location-fixture';
import { createQueryClient } from '../../lib/query-client';
import { authFixture, kim } from '../../test/auth-fixture';
import { placeFixture } from '../../test/place-fixture';
import AdminScreen from './admin';

// Leaflet has no place in jsdom; the position fields beside the map are what is tested.
vi.mock('../../components/map/lazy-map', () => ({ LazyPinMap: () => null }));

const { fetchMock, serve, sent } = stubAdminApi();

const barkPark: AdminPlace = {
  ...placeFixture({ id: 7, name: 'Bark Park' }),
  status: 'active',
  hiddenReason: null,
};

function renderAdmin(user: AuthUser | null) {
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: [] }),
    'GET /api/admin/places?q=': () => ({ places: [barkPark] }),
    'PATCH /api/admin/places/7': () => ({ ok: true }),
  });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <AuthContext value={authFixture(user)}>
        <LocationContext value={noFixLocation}>
          <Router hook={memoryLocation({ path: '/admin' }).hook}>
            <AdminScreen />
          </Router>
        </LocationContext>
      </AuthContext>
    </QueryClientProvider>,
  );
}

describe('admin screen', () => {
  it('invites a signed-out visitor to sign in and come back here', () => {
    renderAdmin(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to moderate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fadmin',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('politely turns away someone who is not an admin, with a way back', () => {
    renderAdmin(kim);
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText(/This area is for Waggle's moderators/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to exploring' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an admin the area under the one h1', async () => {
    renderAdmin({ ...kim, isAdmin: true });
    expect(await screen.findByRole('tab', { name: 'Suggestions (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('No suggestions waiting.')).toBeInTheDocument();
  });

  it('edits a place with the fields form: its messages under the fields, then only the change', async () => {
    renderAdmin({ ...kim, isAdmin: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Places' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save place' }));
    expect(name).toHaveAccessibleDescription('Give the place a name');
    expect(name).toHaveFocus();

    await userEvent.type(name, 'Bark Park North');
    await userEvent.click(screen.getByRole('button', { name: 'Save place' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save place' })).toBeNull());
    expect(sent('PATCH', '/api/admin/places/7')).toEqual([{ fields: { name: 'Bark Park North' } }]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
