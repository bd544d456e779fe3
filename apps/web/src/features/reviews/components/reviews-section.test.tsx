import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedImage } from '@waggle/shared/images';
import type { Review } from '@waggle/shared/reviews';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { toast } from '../../../components/ui/toast-store';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { reviewFixture } from '../../../test/review-fixture';
import type { PhotoField } from '../photo-field';
import { ReviewsSection } from './reviews-section';

vi.mock('../../../lib/native/haptics');
vi.mock('../../../components/ui/toast-store');
afterEach(() => vi.clearAllMocks());

const firstPage = 'GET /api/locations/7/reviews?limit=10';
const mine = 'GET /api/locations/7/reviews/mine';
const noOwnReview = () => json({ review: null });
const page =
  (reviews: Review[], nextCursor: string | null = null) =>
  () =>
    json({ reviews, nextCursor });
const reviews = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => reviewFixture({ id: from + i }));

/** Stands in for the images feature's picker: "uploads" one known photo. */
const uploaded: UploadedImage = {
  id: 31,
  url: 'https://img.test/31.jpg',
  thumbnailUrl: 'https://img.test/31-thumb.jpg',
  width: 800,
  height: 600,
};
const FakePhotos: PhotoField = ({ value, onChange, error }) => (
  <div>
    <button type="button" onClick={() => onChange([...value, uploaded])}>
      Add a photo
    </button>
    {error && <p>{error}</p>}
  </div>
);

function renderSection(viewer: string | null) {
  const onRatingChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <Router hook={memoryLocation({ path: '/location/7' }).hook}>
        <ReviewsSection
          placeId={7}
          viewer={viewer}
          onRatingChange={onRatingChange}
          reportAction={(review) => <button type="button">Report {review.author.name}</button>}
          photoField={FakePhotos}
        />
      </Router>
    </QueryClientProvider>,
  );
  return { onRatingChange };
}

describe('the reviews list', () => {
  it('adds the next page under the first and hides "Show more reviews" on the last', async () => {
    const fetchMock = fakeApi({
      [firstPage]: page(reviews(1, 10), 'page-2'),
      [`${firstPage}&cursor=page-2`]: page(reviews(11, 13)),
    });
    renderSection(null);
    expect(await screen.findAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review 13')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Walker 1');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the author with their dog, the stars in words, the date and the photos', async () => {
    const review = reviewFixture({
      id: 1,
      rating: 4,
      photos: ['https://img.test/a.jpg'],
      author: { name: 'Kim', photoUrl: null, dogName: 'Rex', dogSize: 'large' },
    });
    fakeApi({ [firstPage]: page([review]) });
    renderSection(null);
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Kim with Rex, a large dog');
    expect(within(card).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(card).toHaveTextContent('5 March 2026');

    // The list shows the small rendition; the dialog the photo itself.
    const open = within(card).getByRole('button', { name: "Open Photo 1 of 1 from Kim's review" });
    expect(open.querySelector('img')).toHaveAttribute('src', 'https://img.test/a-thumb.jpg');
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 1' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://img.test/a.jpg');
  });

  it('steps through several photos with Previous, Next and the arrow keys', async () => {
    const photos = ['a', 'b'].map((name) => `https://img.test/${name}.jpg`);
    fakeApi({ [firstPage]: page([reviewFixture({ id: 1, photos })]) });
    renderSection(null);
    const card = await screen.findByRole('article');
    await userEvent.click(
      within(card).getByRole('button', { name: "Open Photo 1 of 2 from Walker 1's review" }),
    );
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://img.test/b.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
  });

  it('loads the first two photos at once and the rest lazily (docs/product.md#page-performance)', async () => {
    const photos = ['a', 'b', 'c'].map((name) => `https://img.test/${name}.jpg`);
    fakeApi({ [firstPage]: page([reviewFixture({ id: 1, photos })]) });
    renderSection(null);
    const card = await screen.findByRole('article');
    const thumbnails = within(card).getAllByRole('button', { name: /^Open Photo/ });
    expect(
      thumbnails.map((button) => button.querySelector('img')?.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'lazy']);
  });

  it('says so plainly when there are no reviews', async () => {
    fakeApi({ [firstPage]: page([]) });
    renderSection(null);
    expect(await screen.findByText(/^No reviews yet\./)).toBeInTheDocument();
  });

  it('says while the reviews load', () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    renderSection(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
  });

  it('says the reviews did not load, in words, and "Try again" loads them', async () => {
    let answer = () => json({ error: 'internal_error', message: 'x' }, 500);
    fakeApi({ [firstPage]: () => answer() });
    renderSection(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Reviews didn't load. Something went wrong on our side. Please try again in a moment.",
    );
    answer = page(reviews(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when "Show more reviews" failed, and "Try again" adds the page', async () => {
    let answer = () => json({ error: 'internal_error', message: 'x' }, 500);
    fakeApi({
      [firstPage]: page(reviews(1, 10), 'page-2'),
      [`${firstPage}&cursor=page-2`]: () => answer(),
    });
    renderSection(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "More reviews didn't load. Something went wrong on our side.",
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);

    answer = page(reviews(11, 12));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Review 12')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a review was edited after it was written', async () => {
    fakeApi({
      [firstPage]: page([
        reviewFixture({ id: 1, updatedAt: '2026-04-02T08:00:00.000Z' }),
        reviewFixture({ id: 2 }),
      ]),
    });
    renderSection(null);
    const [edited, unchanged] = await screen.findAllByRole('article');
    expect(edited).toHaveTextContent('5 March 2026 · edited 2 April 2026');
    expect(unchanged).toHaveTextContent('5 March 2026');
    expect(unchanged).not.toHaveTextContent('edited');
  });

  it('signed out: a sign-in link that comes back here, and Report on every review', async () => {
    fakeApi({ [firstPage]: page(reviews(1, 2)) });
    renderSection(null);
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/signup?next=%2Flocation%2F7',
    );
    expect(await screen.findByRole('button', { name: 'Report Walker 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Walker 2' })).toBeInTheDocument();
  });

  it("offers Report on other people's reviews, not on the viewer's own", async () => {
    fakeApi({
      [firstPage]: page(reviews(1, 2)),
      [mine]: () =>
        json({ review: { ...reviewFixture({ id: 2 }), hidden: false, hiddenReason: null } }),
    });
    renderSection('uid-1');
    expect(await screen.findByRole('button', { name: 'Report Walker 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Walker 2' })).not.toBeInTheDocument();
  });
});

describe('writing a review', () => {
  it('the star input moves with the arrow keys and gives a selection haptic', async () => {
    const haptics = await import('../../../lib/native/haptics');
    fakeApi({ [firstPage]: page([]), [mine]: noOwnReview });
    renderSection('uid-1');
    const stars = await screen.findByRole('radiogroup', { name: 'Your rating' });
    await userEvent.click(within(stars).getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(vi.mocked(haptics.haptic).mock.calls).toEqual([['ratingChange'], ['ratingChange']]);
  });

  it('sends the rating, text and photos, then shows it as "Your review" with the new rating', async () => {
    const haptics = await import('../../../lib/native/haptics');
    const sent: unknown[] = [];
    const saved = reviewFixture({ id: 9, rating: 4, text: 'Lovely shade', photos: [uploaded.url] });
    fakeApi({
      [firstPage]: page([]),
      [mine]: noOwnReview,
      'POST /api/locations/7/reviews': (body) => {
        sent.push(body);
        return json({ review: saved, rating: { ratingAvg: 4.5, ratingCount: 2 } }, 201);
      },
    });
    const { onRatingChange } = renderSection('uid-1');
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Your review (optional)'), 'Lovely shade');
    await userEvent.click(screen.getByRole('button', { name: 'Add a photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));

    // The form, and the button pressed, are gone: the focus goes to the review in their place.
    expect(await screen.findByRole('heading', { name: 'Your review' })).toHaveFocus();
    expect(sent).toEqual([{ rating: 4, text: 'Lovely shade', photos: [uploaded.url] }]);
    expect(onRatingChange).toHaveBeenCalledWith({ ratingAvg: 4.5, ratingCount: 2 });
    // Felt as the review's success (the toast gives it), after its submit.
    expect(toast).toHaveBeenCalledWith({ title: 'Review saved', haptic: 'reviewSuccess' });
    expect(haptics.haptic).toHaveBeenLastCalledWith('reviewSubmit');
  });

  it('explains what is missing before sending anything, with the focus on it', async () => {
    const haptics = await import('../../../lib/native/haptics');
    const fetchMock = fakeApi({ [firstPage]: page([]), [mine]: noOwnReview });
    renderSection('uid-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Post review' }));
    const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(stars).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(within(stars).getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Your review (optional)'));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByLabelText('Your review (optional)')).toHaveAccessibleDescription(
      /Keep your review to 2,000 characters/,
    );
    expect(screen.getByLabelText('Your review (optional)')).toHaveFocus();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).not.toContain('POST');
    expect(haptics.haptic).toHaveBeenLastCalledWith('formValidation');
    expect(haptics.haptic).not.toHaveBeenCalledWith('reviewSubmit');
  });

  it("shows the server's 400 under the field it names", async () => {
    const haptics = await import('../../../lib/native/haptics');
    fakeApi({
      [firstPage]: page([]),
      [mine]: noOwnReview,
      'POST /api/locations/7/reviews': () =>
        json(
          {
            error: 'validation_failed',
            message: 'Invalid body: photos.0: must be a photo you uploaded for this review',
            details: [
              {
                code: 'custom',
                path: ['photos', 0],
                message: 'must be a photo you uploaded for this review',
              },
            ],
          },
          400,
        ),
    });
    renderSection('uid-1');
    await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText('must be a photo you uploaded for this review'),
    ).toBeInTheDocument();
    expect(haptics.haptic).toHaveBeenLastCalledWith('formError');
  });
});

describe('the viewer’s own review', () => {
  const own = (fields: Partial<Review> = {}, hiddenReason: string | null = null) => ({
    review: {
      ...reviewFixture({ id: 5, rating: 3, text: 'Mine', ...fields }),
      hidden: hiddenReason !== null,
      hiddenReason,
    },
  });

  it('deletes it only after the dialog is confirmed, and reports the new rating', async () => {
    const fetchMock = fakeApi({
      [firstPage]: page([]),
      [mine]: () => json(own()),
      'DELETE /api/reviews/5': () => json({ ok: true, rating: { ratingAvg: 0, ratingCount: 0 } }),
    });
    const { onRatingChange } = renderSection('uid-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete your review?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).not.toContain('DELETE');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    const form = await screen.findByRole('heading', { name: 'Write a review' });
    await vi.waitFor(() => expect(form).toHaveFocus());
    // The dialog, closing after it, does not take the focus back: Radix hands the focus back from
    // a 0 ms timer set as the dialog unmounted, which runs before one set now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form).toHaveFocus();
    expect(onRatingChange).toHaveBeenCalledWith({ ratingAvg: 0, ratingCount: 0 });
    expect(toast).toHaveBeenCalledWith({ title: 'Review deleted' });
  });

  it('edits it with its rating, text and photos kept', async () => {
    const sent: unknown[] = [];
    const kept = 'https://img.test/kept.jpg';
    fakeApi({
      [firstPage]: page([]),
      [mine]: () => json(own({ photos: [kept] })),
      'POST /api/locations/7/reviews': (body) => {
        sent.push(body);
        return json({
          review: reviewFixture({ id: 5, rating: 3, text: 'Mine, and more' }),
          rating: { ratingAvg: 3, ratingCount: 1 },
        });
      },
    });
    renderSection('uid-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Your review (optional)'), ', and more');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(sent).toEqual([{ rating: 3, text: 'Mine, and more', photos: [kept] }]);
  });

  it('Cancel puts the focus back on the review', async () => {
    fakeApi({ [firstPage]: page([]), [mine]: () => json(own()) });
    renderSection('uid-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Your review' })).toHaveFocus();
  });

  it('says while it loads, and when it did not load, with "Try again"', async () => {
    let answer = () => json({ error: 'internal_error', message: 'x' }, 500);
    fakeApi({ [firstPage]: page([]), [mine]: () => answer() });
    renderSection('uid-1');
    expect(screen.getByText('Loading your review…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your review didn't load. Something went wrong on our side.",
    );
    answer = () => json(own());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows it once, under "Your review", and not again in the list', async () => {
    fakeApi({
      [firstPage]: page([reviewFixture({ id: 5, rating: 3, text: 'Mine' })]),
      [mine]: () => json(own()),
    });
    renderSection('uid-1');
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(await screen.findByText('No one else has reviewed this place yet.')).toBeVisible();
    expect(screen.getAllByText('Mine')).toHaveLength(1);
  });

  // docs/product.md#moderation
  it('says plainly when a moderator has hidden it, and why, with its photos marked hidden', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:photo-1', revokeObjectURL: vi.fn() }),
    );
    const fetchMock = fakeApi({
      [firstPage]: page([]),
      [mine]: () =>
        json(
          own(
            { photos: ['https://img.test/1.webp'], thumbnails: ['https://img.test/1-thumb.webp'] },
            'Names a neighbour',
          ),
        ),
      'GET /api/reviews/5/photos?n=0&size=thumbnail': () =>
        new Response('webp bytes', { headers: { 'Content-Type': 'image/webp' } }),
    });
    renderSection('uid-1');
    expect(
      await screen.findByText(/Hidden by a moderator: Names a neighbour\. Only you can see it\./),
    ).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: 'Photos' });
    expect(within(photos).getByText('Hidden')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(photos.querySelector('img')).toHaveAttribute('src', 'blob:photo-1'),
    );
    // Never the public URL, which no longer serves it.
    expect(photos.innerHTML).not.toContain('img.test');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reviews/5/photos?n=0&size=thumbnail',
      expect.anything(),
    );
  });
});
