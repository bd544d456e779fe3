import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { TownSearch } from './town-search';

const brighton = { name: 'Brighton', country: 'GB', lat: 50.83, lng: -0.14, placeCount: 2 };

function renderSearch(onChoose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <TownSearch onChoose={onChoose} />
    </QueryClientProvider>,
  );
  return onChoose;
}

// docs/product.md#looking-near-a-town
describe('Look near a town', () => {
  it('offers the towns starting with the letters once typing pauses, and hands on the one chosen', async () => {
    const fetchMock = fakeApi({
      'GET /api/locations/towns?q=Brig': () =>
        json({ towns: [brighton, { ...brighton, country: null, placeCount: 1, lat: 1 }] }),
    });
    const onChoose = renderSearch();
    const field = screen.getByRole('searchbox', { name: 'Look near a town' });
    await userEvent.type(field, 'Brig');

    const towns = await screen.findByRole('list', { name: 'Matching towns' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(towns).toHaveTextContent('Brighton, GB· 2 places');
    expect(towns).toHaveTextContent('Brighton· 1 place');
    await userEvent.click(screen.getByRole('button', { name: /^Brighton, GB/ }));
    expect(onChoose).toHaveBeenCalledWith(brighton);
    expect(field).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Matching towns' })).toBeNull();
  });

  it('asks nothing for one letter, and says when no town matches', async () => {
    const fetchMock = fakeApi({
      'GET /api/locations/towns?q=Zz': () => json({ towns: [] }),
    });
    renderSearch();
    const field = screen.getByRole('searchbox', { name: 'Look near a town' });
    await userEvent.type(field, 'Z');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(field, 'z');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No places in a town starting “Zz” yet.',
    );
  });
});
