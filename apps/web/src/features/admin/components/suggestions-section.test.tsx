import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSuggestion } from '@waggle/shared/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { haptic } from '../../../lib/native/haptics';
import { placeFixture } from '../../../test/place-fixture';
import { AdminAreaHarness, cardOf, stubAdminApi, summary } from '../../../test/admin-test-kit';

vi.mock('../../../lib/native/haptics');
afterEach(() => vi.clearAllMocks());

const { serve, sent } = stubAdminApi();

const editSuggestion: AdminSuggestion = {
  id: 1,
  kind: 'edit',
  placeId: 7,
  fields: { name: 'Bark Park East', fenced: true },
  current: placeFixture({
    id: 7,
    name: 'Bark Park',
    category: 'dog_park',
    fenced: false,
    city: 'Lyon',
  }),
  base: { name: 'Bark Park', fenced: false },
  staleFields: [],
  duplicates: [],
  note: 'It has a new fence',
  photoUrl: null,
  author: { id: 3, name: 'Kim' },
  createdAt: '2026-05-01T10:00:00.000Z',
};
const newSuggestion: AdminSuggestion = {
  ...editSuggestion,
  id: 2,
  kind: 'new',
  placeId: null,
  current: null,
  fields: {
    name: 'Pup Café',
    category: 'cafe',
    lat: 51.5,
    lng: -0.1,
    city: 'London',
    dogsInside: true,
  },
  base: null,
  duplicates: [{ id: 12, name: 'The Pup Café', city: 'London', distanceM: 12 }],
  note: null,
  photoUrl: 'https://waggle.test/uploads/9.jpg',
  author: null,
};

/** The queue, which approving or rejecting the edit takes it out of. */
async function showQueue(edit: AdminSuggestion = editSuggestion) {
  let pending = [edit, newSuggestion];
  const decide = () => {
    pending = pending.filter((suggestion) => suggestion.id !== 1);
    return { ok: true };
  };
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: pending }),
    'POST /api/admin/suggestions/1/approve': decide,
    'POST /api/admin/suggestions/1/reject': decide,
    'GET /api/config/map': () => ({
      tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
      attribution: '',
    }),
  });
  render(<AdminAreaHarness />);
  const heading = await screen.findByRole('heading', { name: 'Edit of “Bark Park”' });
  return cardOf(heading);
}

const editShown = () => screen.queryByRole('heading', { name: 'Edit of “Bark Park”' });

describe('admin suggestions', () => {
  it('shows an edit as old → new per field, and a new place with its photo', async () => {
    const edit = await showQueue();
    expect(edit.getByText('By Kim on 1 May 2026')).toBeInTheDocument();
    expect(edit.getByText('It has a new fence')).toBeInTheDocument();
    expect(edit.getByText('Bark Park', { selector: 'del' })).toBeInTheDocument();
    expect(edit.getByText('Bark Park East').tagName).toBe('INS');
    expect(edit.getByText('Fenced').nextElementSibling).toHaveTextContent('From No → to Yes');

    const heading = screen.getByRole('heading', { name: 'New place: Pup Café' });
    const fresh = cardOf(heading);
    expect(fresh.getByText(/Deleted account/)).toBeInTheDocument();
    expect(fresh.getByRole('img', { name: 'Photo sent with the suggestion' })).toBeInTheDocument();
    expect(fresh.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    expect(fresh.getByText('Dogs allowed inside').nextElementSibling).toHaveTextContent('Yes');
  });

  it('approving sends the approval, says so, and the suggestion leaves the list', async () => {
    const edit = await showQueue();
    await userEvent.click(edit.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(editShown()).toBeNull());
    expect(sent('POST', '/api/admin/suggestions/1/approve')).toEqual([{}]);
    expect(screen.getByText('Suggestion approved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New place: Pup Café' })).toBeInTheDocument();
  });

  it('approving corrections sends what the admin changed in the proposal', async () => {
    const edit = await showQueue();
    await userEvent.click(edit.getByRole('button', { name: 'Correct fields' }));
    await userEvent.click(edit.getByRole('button', { name: 'Approve with these fields' }));
    await waitFor(() => expect(editShown()).toBeNull());
    expect(sent('POST', '/api/admin/suggestions/1/approve')).toEqual([
      { fields: { name: 'Bark Park North' } },
    ]);
  });

  it('rejecting needs a note for the author: the focus goes to it, with the validation haptic', async () => {
    const edit = await showQueue();
    await userEvent.click(edit.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this suggestion?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject suggestion' }));
    const note = dialog.getByRole('textbox', { name: 'Note to the author' });
    expect(note).toHaveAccessibleDescription('Tell the author why');
    expect(note).toHaveFocus();
    expect(haptic).toHaveBeenLastCalledWith('formValidation');
    expect(sent('POST', '/api/admin/suggestions/1/reject')).toEqual([]);

    await userEvent.type(dialog.getByRole('textbox'), 'Already listed as Bark Park');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject suggestion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', '/api/admin/suggestions/1/reject')).toEqual([
      { adminNote: 'Already listed as Bark Park' },
    ]);
    expect(editShown()).toBeNull();
    expect(screen.getByText('Suggestion rejected')).toBeInTheDocument();
  });

  // docs/product.md#moderation
  it('links each card to its place with its town or city, and flags a possible duplicate', async () => {
    const edit = await showQueue();
    expect(edit.getByRole('link', { name: 'Bark Park' })).toHaveAttribute('href', '/location/7');
    expect(edit.getByText(/^Place:/)).toHaveTextContent('Place: Bark Park, Lyon');

    const fresh = cardOf(screen.getByRole('heading', { name: 'New place: Pup Café' }));
    expect(fresh.getByText('Town or city: London')).toBeInTheDocument();
    expect(fresh.getByText(/Possible duplicate of/)).toHaveTextContent(
      'Possible duplicate of The Pup Café (12 m away)',
    );
    expect(fresh.getByRole('link', { name: 'The Pup Café' })).toHaveAttribute(
      'href',
      '/location/12',
    );
  });

  it('shows a moved pin as the distance in metres and both positions on a map', async () => {
    const lat = editSuggestion.current?.lat ?? 0;
    const moved: AdminSuggestion = {
      ...editSuggestion,
      fields: { lat: lat + 43 / 111_195 },
      base: { lat },
    };
    const edit = await showQueue(moved);
    expect(edit.getByText('Moved 43 m')).toBeInTheDocument();
    const map = await edit.findByRole('region', { name: /position now .* and as proposed/ });
    expect(within(map).getByRole('button', { name: 'The position now' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'The proposed position' })).toBeInTheDocument();
  });

  // docs/product.md#edit-conflicts
  it('shows a field changed since sent as sent → now → proposed; approving sends the confirmed ones', async () => {
    const stale: AdminSuggestion = {
      ...editSuggestion,
      base: { name: 'Bark Park Old', fenced: false },
      staleFields: ['name'],
    };
    const edit = await showQueue(stale);
    expect(edit.getByText('Changed since sent')).toBeInTheDocument();
    expect(edit.getByText('Name').nextElementSibling).toHaveTextContent(
      'When sent: Bark Park Old → now: Bark Park → proposed: Bark Park East',
    );
    expect(edit.getAllByText('Changed since sent')).toHaveLength(1);

    const applyAnyway = edit.getByRole('checkbox', { name: 'Apply anyway (Name)' });
    expect(applyAnyway).not.toBeChecked();
    await userEvent.click(applyAnyway);
    await userEvent.click(edit.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(editShown()).toBeNull());
    expect(sent('POST', '/api/admin/suggestions/1/approve')).toEqual([
      { confirmedStaleFields: ['name'] },
    ]);
  });
});
