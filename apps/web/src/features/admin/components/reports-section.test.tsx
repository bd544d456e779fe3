import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '@waggle/shared/admin';
import type { Review } from '@waggle/shared/reviews';
import { describe, expect, it } from 'vitest';
import { AdminAreaHarness, cardOf, stubAdminApi, summary } from '../../../test/admin-test-kit';
import { reviewFixture } from '../../../test/review-fixture';

const { serve, sent } = stubAdminApi();

const review: Review = reviewFixture({
  id: 40,
  rating: 1,
  text: 'Buy cheap bones at example.com',
  photos: ['https://waggle.test/uploads/1.jpg', 'https://waggle.test/uploads/2.jpg'],
  createdAt: '2026-04-30T08:00:00.000Z',
  updatedAt: '2026-04-30T08:00:00.000Z',
  author: { name: 'Spammy', photoUrl: null, dogName: null, dogSize: null },
});
const reviewReport: AdminReport = {
  id: 5,
  target: 'review',
  reason: 'spam',
  note: 'Advert',
  place: { id: 7, name: 'Bark Park', city: 'Lyon' },
  review,
  reporter: { id: 3, name: 'Kim' },
  createdAt: '2026-05-01T10:00:00.000Z',
};
const placeReport: AdminReport = {
  ...reviewReport,
  id: 6,
  target: 'place',
  reason: 'closed',
  note: null,
  review: null,
};

async function showReports() {
  let open = [reviewReport, placeReport];
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: [] }),
    'GET /api/admin/reports': () => ({ reports: open }),
    'POST /api/admin/reports/5/resolve': () => {
      open = open.filter((report) => report.id !== 5);
      return { ok: true };
    },
    'POST /api/admin/photos/remove': () => ({ ok: true }),
  });
  render(<AdminAreaHarness />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Reports (1)' }));
  const heading = await screen.findByRole('heading', { name: 'Review reported: Spam' });
  return cardOf(heading);
}

describe('admin reports', () => {
  it('shows the reason, note, reporter and the review with each photo; a place links to its page', async () => {
    const report = await showReports();
    expect(report.getByText('By Kim on 1 May 2026')).toBeInTheDocument();
    expect(report.getByText('Advert')).toBeInTheDocument();
    expect(report.getByText('Buy cheap bones at example.com')).toBeInTheDocument();
    expect(report.getByText('1 out of 5')).toBeInTheDocument();
    expect(report.getAllByRole('button', { name: 'Remove photo' })).toHaveLength(2);
    expect(report.getByRole('link', { name: 'Bark Park' })).toHaveAttribute('href', '/location/7');
    // docs/product.md#moderation: the place's town or city beside its link.
    expect(report.getByText(/Review of/)).toHaveTextContent('Review of Bark Park, Lyon');

    const heading = screen.getByRole('heading', { name: 'Place reported: Closed' });
    const place = cardOf(heading);
    expect(place.getByRole('button', { name: 'Hide place' })).toBeInTheDocument();
    expect(place.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  // docs/product.md#moderation
  it('"Hide review" asks for the reason, resolves the report with hide, and the report leaves the list', async () => {
    const report = await showReports();
    await userEvent.click(report.getByRole('button', { name: 'Hide review' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Hide this review?' }));
    await userEvent.type(dialog.getByLabelText('Reason'), 'An advert');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Review reported: Spam' })).toBeNull(),
    );
    expect(sent('POST', '/api/admin/reports/5/resolve')).toEqual([
      { action: 'hide', reason: 'An advert' },
    ]);
    expect(screen.getByText('Review hidden')).toBeInTheDocument();
  });

  it('removes one photo once the admin confirms', async () => {
    const report = await showReports();
    const [first] = report.getAllByRole('button', { name: 'Remove photo' });
    if (!first) throw new Error('no photo');
    await userEvent.click(first);
    const dialog = within(screen.getByRole('dialog', { name: 'Remove this photo?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', '/api/admin/photos/remove')).toEqual([
      { url: 'https://waggle.test/uploads/1.jpg' },
    ]);
    expect(screen.getByText('Photo removed')).toBeInTheDocument();
  });
});
