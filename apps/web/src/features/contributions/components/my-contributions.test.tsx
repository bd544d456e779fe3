import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReview } from '@waggle/shared/contributions';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { readDraft } from '../../../lib/forms/drafts';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { MyContributions } from './my-contributions';
import { suggestionFixture as suggestion } from '../../../test/suggestion-fixture';

vi.mock('../../../lib/native/haptics');

const review = (fields: Partial<MyReview> & { id: number }): MyReview => ({
  placeId: 9,
  placeName: 'Hyde Park',
  rating: 4,
  text: 'Lovely walk',
  photoCount: 0,
  hidden: false,
  hiddenReason: null,
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...fields,
});

function renderContributions(routes: Parameters<typeof fakeApi>[0]) {
  const seen: unknown[] = [];
  fakeApi({
    'POST /api/users/2/decisions/seen': (body) => {
      seen.push(body);
      return json({ ok: true });
    },
    'GET /api/users/2/decisions': () => json({ unseen: 0 }),
    'GET /api/users/2/reviews': () => json({ reviews: [] }),
    'GET /api/suggestions/mine': () => json({ suggestions: [] }),
    ...routes,
  });
  const location = memoryLocation({ path: '/profile', record: true });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <Router hook={location.hook}>
        <MyContributions userId={2} />
      </Router>
    </QueryClientProvider>,
  );
  return { location, seen };
}

const section = () => screen.getByRole('region', { name: 'My contributions' });

describe('My contributions (docs/product.md#my-contributions)', () => {
  it('lists suggestions with their status, the moderator’s note and corrections, and marks decisions seen', async () => {
    const { seen } = renderContributions({
      'GET /api/suggestions/mine': () =>
        json({
          suggestions: [
            suggestion({
              id: 3,
              placeName: 'Muddy Paws',
              status: 'approved',
              placeId: 9,
              corrected: { name: 'Muddy Paws Café', fenced: true },
            }),
            suggestion({
              id: 2,
              placeName: 'Lake Loop',
              kind: 'edit',
              placeId: 4,
              status: 'rejected',
              adminNote: 'Dogs are not allowed on the beach in summer.',
            }),
          ],
        }),
    });
    const list = (await within(section()).findAllByRole('list'))[0];
    const items = within(list as HTMLElement)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items[0]).toHaveTextContent('Muddy Paws');
    expect(items[0]).toHaveTextContent('Approved');
    expect(items[0]).toHaveTextContent("Approved with a moderator's changes:");
    expect(items[0]).toHaveTextContent('Name: Muddy Paws Café');
    expect(items[0]).toHaveTextContent('Fenced: Yes');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/location/9',
    );
    expect(items[1]).toHaveTextContent('Rejected');
    expect(items[1]).toHaveTextContent(
      "Moderator's note: Dogs are not allowed on the beach in summer.",
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
  });

  it('turns a rejected new place into the new-place form’s draft, to correct and send again', async () => {
    const { location } = renderContributions({
      'GET /api/suggestions/mine': () =>
        json({
          suggestions: [
            suggestion({
              id: 5,
              status: 'rejected',
              note: 'By the river',
              fields: {
                name: 'Bark Park',
                category: 'dog_park',
                lat: 51.5,
                lng: -0.12,
                fenced: true,
              },
            }),
          ],
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Correct and send again' }));
    expect(location.history?.at(-1)).toBe('/suggest');
    const { z } = await import('zod');
    expect(readDraft('new-place', z.unknown())).toMatchObject({
      fields: { name: 'Bark Park', category: 'dog_park', lat: '51.5', lng: '-0.12', fenced: true },
      note: 'By the river',
      photos: [],
    });
  });

  it('turns a rejected edit into its place’s edit draft, opened from /suggest?edit=', async () => {
    const { location } = renderContributions({
      'GET /api/suggestions/mine': () =>
        json({
          suggestions: [
            suggestion({
              id: 6,
              kind: 'edit',
              placeId: 4,
              status: 'rejected',
              fields: { city: 'Leeds' },
            }),
          ],
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Correct and send again' }));
    expect(location.history?.at(-1)).toBe('/suggest?edit=4');
    const { z } = await import('zod');
    expect(readDraft('edit:4', z.unknown())).toEqual({ fields: { city: 'Leeds' }, note: '' });
  });

  it('lists reviews; a hidden one says so with the moderator’s reason', async () => {
    renderContributions({
      'GET /api/users/2/reviews': () =>
        json({
          reviews: [
            review({ id: 1, hidden: true, hiddenReason: 'Off topic', photoCount: 2 }),
            review({ id: 2, placeName: 'Bark Café', placeId: 3 }),
          ],
        }),
    });
    const reviews = await screen.findByText(/Hidden by a moderator: Off topic/);
    expect(reviews.closest('li')).toHaveTextContent('4 out of 5 stars · 2 photos');
    expect(screen.getByRole('link', { name: 'Bark Café' })).toHaveAttribute('href', '/location/3');
  });

  it('says so when there is nothing yet, and in words when a list did not load', async () => {
    renderContributions({
      'GET /api/users/2/reviews': () => json({ error: 'internal_error', message: 'x' }, 500),
    });
    expect(await screen.findByText(/You haven't suggested anything yet/)).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your reviews didn't load. Something went wrong on our side.",
    );
  });
});
