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
  current: placeFixture({ id: 7, name: 'Bark Park', category: 'dog_park', fenced: false }),
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
  fields: { name: 'Pup Café', category: 'cafe', lat: 51.5, lng: -0.1, dogsInside: true },
  note: null,
  photoUrl: 'https://waggle.test/uploads/9.jpg',
  author: null,
};

/** The queue, which approving or rejecting the edit takes it out of. */
async function showQueue() {
  let pending = [editSuggestion, newSuggestion];
  const decide = () => {
    pending = pending.filter((suggestion) => suggestion.id !== 1);
    return { ok: true };
  };
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: pending }),
    'POST /api/admin/suggestions/1/approve': decide,
    'POST /api/admin/suggestions/1/reject': decide,
  });
  render(<AdminAreaHarness />);
  const heading = await screen.findByRole('heading', { name: 'Edit of “Bark Park”' });
  return cardOf(heading);
}

const editShown = () => screen.queryByRole('heading', { name: 'Edit of “Bark Park”' });

describe('admin suggestions', () => {
  it('shows an edit as old → new per field, and a new place with its photo', async () => {
    const edit = await showQueue();
    expect(edit.getByText('By Kim on May 1, 2026')).toBeInTheDocument();
    expect(edit.getByText('It has a new fence')).toBeInTheDocument();
    expect(edit.getByText('Bark Park').tagName).toBe('DEL');
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
});
