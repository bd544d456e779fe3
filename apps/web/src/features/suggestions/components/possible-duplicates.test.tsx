import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { emptyPlaceFieldsDraft } from '../place-fields-draft';
import { PossibleDuplicates } from './possible-duplicates';

/** The form's name and position as typed, and the warning under them. */
function Harness() {
  const [draft, setDraft] = useState(emptyPlaceFieldsDraft);
  const field = (name: 'name' | 'lat' | 'lng') => (
    <label>
      {name}
      <input
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </label>
  );
  return (
    <QueryClientProvider client={createQueryClient('web')}>
      {field('name')}
      {field('lat')}
      {field('lng')}
      <PossibleDuplicates draft={draft} />
    </QueryClientProvider>
  );
}

// docs/product.md#possible-duplicates
describe('possible duplicates on the new-place form', () => {
  it('asks once the name and position are set and settled, and links each place it finds', async () => {
    const fetchMock = fakeApi({
      'GET /api/suggestions/duplicates?name=Bark+Caf%C3%A9&lat=48.8566&lng=2.3522': () =>
        json({ places: [{ id: 4, name: 'The Bark Café', city: 'Paris', distanceM: 12 }] }),
    });
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('name'), 'Bark Café');
    await userEvent.type(screen.getByLabelText('lat'), '48.8566');
    expect(fetchMock).not.toHaveBeenCalled();
    // Pasted in one go: typed key by key on a slow machine, a pause could settle a part of it.
    await userEvent.click(screen.getByLabelText('lng'));
    await userEvent.paste('2.3522');

    const warning = await screen.findByText(/There may already be this place/);
    expect(warning).toHaveTextContent('There may already be this place: The Bark Café, 12 m away');
    expect(screen.getByRole('link', { name: 'The Bark Café' })).toHaveAttribute(
      'href',
      '/location/4',
    );
    expect(screen.getByRole('status')).toHaveTextContent('you can still send your suggestion');
    // Asked once, when typing had stopped: not for each half-typed position.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says nothing when no place is near with a similar name', async () => {
    const fetchMock = fakeApi({
      'GET /api/suggestions/duplicates?name=Sunny&lat=1&lng=2': () => json({ places: [] }),
    });
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('name'), 'Sunny');
    await userEvent.type(screen.getByLabelText('lat'), '1');
    await userEvent.type(screen.getByLabelText('lng'), '2');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
