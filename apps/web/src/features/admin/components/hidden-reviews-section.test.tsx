import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminAreaHarness, stubAdminApi, urlOf } from '../../../test/admin-test-kit';
import { reviewFixture } from '../../../test/review-fixture';

const { serve, fetchMock } = stubAdminApi();
afterEach(() => vi.unstubAllGlobals());

const summary = { pendingSuggestions: 0, openReports: 0, hiddenReviews: 2 };
const hidden = (id: number, placeName: string, editedAfterHidden: boolean) => ({
  ...reviewFixture({ id }),
  photos: [`https://waggle.test/uploads/${id}.webp`],
  thumbnails: [`https://waggle.test/uploads/${id}-thumb.webp`],
  placeName,
  hiddenReason: 'Names a neighbour',
  hiddenAt: '2026-05-02T09:30:00.000Z',
  editedAfterHidden,
});

function showHidden() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:withheld', revokeObjectURL: vi.fn() }),
  );
  const photo = () => new Response('webp bytes', { headers: { 'Content-Type': 'image/webp' } });
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/reviews/hidden': () => ({
      reviews: [hidden(4, 'Bark Park', true), hidden(5, 'Pup Café', false)],
    }),
    'GET /api/reviews/4/photos?n=0&size=thumbnail': photo,
    'GET /api/reviews/5/photos?n=0&size=thumbnail': photo,
  });
  render(<AdminAreaHarness search="?tab=hidden" />);
}

/** A window 1024 px wide or more, or narrower. */
function setWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: wide && query.includes('min-width: 1024px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// docs/product.md#moderation
describe('admin hidden reviews', () => {
  it('shows why each was hidden, flags an edit since, and loads its photos with the sign-in', async () => {
    setWide(false);
    showHidden();
    const [edited, untouched] = await screen.findAllByRole('article');
    if (!edited || !untouched) throw new Error('two reviews');
    expect(within(edited).getByText(/Reason: Names a neighbour/)).toBeInTheDocument();
    expect(within(edited).getByText('Edited after it was hidden')).toBeInTheDocument();
    expect(within(untouched).queryByText('Edited after it was hidden')).toBeNull();
    await waitFor(() =>
      expect(
        within(edited).getByRole('img', { name: "Photo 1 of Walker 4's review (hidden)" }),
      ).toHaveAttribute('src', 'blob:withheld'),
    );
    const urls = fetchMock.mock.calls.map(urlOf);
    expect(urls).toContain('/api/reviews/4/photos?n=0&size=thumbnail');
    expect(urls.some((url) => url.includes('/uploads/'))).toBe(false);
  });

  // docs/product.md#admin-area
  it('on a wide screen lists the queue beside the chosen review', async () => {
    setWide(true);
    showHidden();
    const queue = await screen.findByRole('list', { name: 'The hidden reviews' });
    const choices = within(queue).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Bark Park · Walker 4 · edited since',
      'Pup Café · Walker 5',
    ]);
    expect(choices[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(within(queue).getByRole('button', { name: 'Pup Café · Walker 5' }));
    expect(screen.getByRole('heading', { name: 'Pup Café' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bark Park' })).toBeNull();
  });
});
