import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@waggle/shared/admin';
import { describe, expect, it } from 'vitest';
import {
  AdminAreaHarness,
  cardOf,
  failure,
  stubAdminApi,
  summary,
  urlOf,
  type FakeRoutes,
} from '../../../test/admin-test-kit';

const { fetchMock, serve, sent } = stubAdminApi();

const person = (id: number, name: string, rights: Partial<AdminUser> = {}): AdminUser => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  isAdmin: false,
  adminByConfig: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...rights,
});
const owner = person(1, 'Owner', { isAdmin: true, adminByConfig: true });
const kim = person(2, 'Kim');
const ada = person(3, 'Ada', { isAdmin: true });

async function showUsers(routes: FakeRoutes = {}) {
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: [] }),
    'GET /api/admin/users?q=': () => ({ users: [owner, kim, ada] }),
    'GET /api/admin/users?q=ki': () => ({ users: [kim] }),
    ...routes,
  });
  render(<AdminAreaHarness />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
  await screen.findByRole('heading', { name: 'Kim' });
}

const userCard = (name: string) => cardOf(screen.getByRole('heading', { name }));

describe('admin users', () => {
  it('cannot revoke an admin the server list makes one, and says why', async () => {
    await showUsers();
    const button = userCard('Owner').getByRole('button', { name: 'Remove admin' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "An admin through the server's ADMIN_EMAILS list: only that list can change it.",
    );
    expect(userCard('Owner').getByText('Admin')).toBeInTheDocument();
    expect(userCard('Ada').getByRole('button', { name: 'Remove admin' })).toBeEnabled();
  });

  // docs/product.md#admin-area
  it('makes someone an admin once confirmed; Cancel changes nothing', async () => {
    await showUsers({ 'PATCH /api/admin/users/2': () => ({ ...kim, isAdmin: true }) });
    await userEvent.click(userCard('Kim').getByRole('button', { name: 'Make admin' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Make Kim an admin?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH', '/api/admin/users/2')).toEqual([]);

    await userEvent.click(userCard('Kim').getByRole('button', { name: 'Make admin' }));
    dialog = within(screen.getByRole('dialog', { name: 'Make Kim an admin?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Kim is now an admin')).toBeInTheDocument();
    expect(sent('PATCH', '/api/admin/users/2')).toEqual([{ isAdmin: true }]);
  });

  it("shows the server's words when it refuses", async () => {
    const refusal = 'You cannot remove your own admin rights';
    await showUsers({ 'PATCH /api/admin/users/3': () => failure(409, 'conflict', refusal) });
    await userEvent.click(userCard('Ada').getByRole('button', { name: 'Remove admin' }));
    const dialog = within(screen.getByRole('dialog', { name: "Remove Ada's admin rights?" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText("Couldn't change admin rights")).toBeInTheDocument();
  });

  it('searches once typing pauses', async () => {
    await showUsers();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search people/ }), 'ki');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ada' })).toBeNull());
    const searches = fetchMock.mock.calls.map(urlOf);
    expect(searches.filter((url) => url.startsWith('/api/admin/users'))).toEqual([
      '/api/admin/users?q=',
      '/api/admin/users?q=ki',
    ]);
  });
});
