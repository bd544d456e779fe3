import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { placeFixture } from '../../../test/place-fixture';
import { PlaceDetails } from '../components/place-details';
import { usePlace } from './get-place';
import { useUpdatePlaceRating } from './update-place-rating';

function RatedPlace({ id }: { id: number }) {
  const { data } = usePlace(id);
  const updateRating = useUpdatePlaceRating(id);
  if (!data) return <p>Loading</p>;
  return (
    <>
      <PlaceDetails place={data} distance="Very nearby" />
      <button type="button" onClick={() => updateRating({ ratingAvg: 4.5, ratingCount: 2 })}>
        Review saved
      </button>
    </>
  );
}

describe('a review changes the place rating', () => {
  it('shows the new rating at once and has the lists of places fetch theirs again', async () => {
    const fetchMock = fakeApi({
      'GET /api/locations/7': () => json(placeFixture({ id: 7, ratingAvg: 4, ratingCount: 1 })),
    });
    const client = createQueryClient('web');
    const nearby = ['/api/locations?lat=51.50000&lng=-0.12000&limit=50'];
    const saved = ['/api/locations/batch', [7]];
    const reviews = ['/api/locations/7/reviews'];
    for (const key of [nearby, saved, reviews]) client.setQueryData(key, {});
    render(
      <QueryClientProvider client={client}>
        <RatedPlace id={7} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('4.0 from 1 review')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Review saved' }));
    expect(screen.getByText('4.5 from 2 reviews')).toBeInTheDocument();
    expect(client.getQueryState(nearby)?.isInvalidated).toBe(true);
    expect(client.getQueryState(saved)?.isInvalidated).toBe(true);
    expect(client.getQueryState(reviews)?.isInvalidated).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
