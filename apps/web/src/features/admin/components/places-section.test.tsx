import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPlace } from '@waggle/shared/admin';
import { describe, expect, it } from 'vitest';
import { placeFixture } from '../../../test/place-fixture';
import { AdminAreaHarness, cardOf, stubAdminApi, summary } from '../../../test/admin-test-kit';

const { serve, sent } = stubAdminApi();

const adminPlace = (id: number, name: string, status: AdminPlace['status']): AdminPlace => ({
  ...placeFixture({ id, name }),
  status,
  hiddenReason: status === 'hidden' ? 'Closed for good' : null,
});

const cover = 'https://waggle.test/uploads/12.jpg';

async function showPlaces() {
  let barkPark = adminPlace(7, 'Bark Park', 'active');
  let hidden: AdminPlace = { ...adminPlace(8, 'Old Kennel', 'hidden'), coverImageUrl: cover };
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: [] }),
    'GET /api/admin/places?q=': () => ({ places: [barkPark, hidden] }),
    'PATCH /api/admin/places/7': () => ({ ok: true }),
    'POST /api/admin/photos/remove': () => {
      hidden = { ...hidden, coverImageUrl: null };
      return { ok: true };
    },
    'POST /api/admin/places/7/verify': () => {
      barkPark = { ...barkPark, lastVerifiedAt: '2026-05-03T12:00:00.000Z' };
      return { ok: true };
    },
  });
  render(<AdminAreaHarness />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Places' }));
  await screen.findByRole('heading', { name: 'Bark Park' });
}

const placeCard = (name: string) => cardOf(screen.getByRole('heading', { name }));

describe('admin places', () => {
  it('says in words which places are hidden, and offers to unhide them', async () => {
    await showPlaces();
    expect(placeCard('Old Kennel').getByText('Hidden')).toBeInTheDocument();
    // docs/product.md#moderation
    expect(
      placeCard('Old Kennel').getByText('Hidden because: Closed for good'),
    ).toBeInTheDocument();
    expect(placeCard('Old Kennel').getByRole('button', { name: 'Unhide' })).toBeInTheDocument();
    expect(placeCard('Bark Park').getByText('Shown')).toBeInTheDocument();
  });

  // docs/product.md#admin-area
  it('hides a place once a reason is given in the dialog, and saves an edit of only the changed fields', async () => {
    await showPlaces();
    await userEvent.click(placeCard('Bark Park').getByRole('button', { name: 'Hide' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Hide Bark Park?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hide place' }));
    // No reason: refused in words, nothing sent.
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    expect(sent('PATCH', '/api/admin/places/7')).toEqual([]);
    await userEvent.type(dialog.getByLabelText('Reason'), 'Closed for good');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide place' }));
    await waitFor(() => expect(sent('PATCH', '/api/admin/places/7')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Place hidden')).toBeInTheDocument();

    await userEvent.click(placeCard('Bark Park').getByRole('button', { name: 'Edit' }));
    await userEvent.click(placeCard('Bark Park').getByRole('button', { name: 'Save place' }));
    await waitFor(() => expect(sent('PATCH', '/api/admin/places/7')).toHaveLength(2));
    expect(sent('PATCH', '/api/admin/places/7')).toEqual([
      { status: 'hidden', reason: 'Closed for good' },
      { fields: { name: 'Bark Park North' } },
    ]);
  });

  it('Cancel in the hide dialog changes nothing', async () => {
    await showPlaces();
    await userEvent.click(placeCard('Bark Park').getByRole('button', { name: 'Hide' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Hide Bark Park?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH', '/api/admin/places/7')).toEqual([]);
  });

  it('"Verified today" records it, and the date shows after', async () => {
    await showPlaces();
    expect(placeCard('Bark Park').getByText('Never verified')).toBeInTheDocument();
    await userEvent.click(placeCard('Bark Park').getByRole('button', { name: 'Verified today' }));
    expect(await screen.findByText('Verified 3 May 2026')).toBeInTheDocument();
    expect(sent('POST', '/api/admin/places/7/verify')).toEqual([null]);
  });

  it("shows a place's cover photo, an approved suggestion's, and removes it once confirmed", async () => {
    await showPlaces();
    expect(placeCard('Bark Park').queryByRole('img')).toBeNull();
    const photo = placeCard('Old Kennel').getByRole('img', { name: 'Cover photo of Old Kennel' });
    expect(photo).toHaveAttribute('src', cover);

    await userEvent.click(placeCard('Old Kennel').getByRole('button', { name: 'Remove photo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove this photo?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', '/api/admin/photos/remove')).toEqual([{ url: cover }]);
    await waitFor(() => expect(placeCard('Old Kennel').queryByRole('img')).toBeNull());
  });
});
