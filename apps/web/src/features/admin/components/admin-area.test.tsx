import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { AdminAreaHarness, failure, stubAdminApi, summary } from '../../../test/admin-test-kit';
import { reviewFixture } from '../../../test/review-fixture';

const { serve } = stubAdminApi();

describe('admin area', () => {
  it('shows each section as a tab with the queue counts, and moves between them with arrows', async () => {
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/suggestions': () => ({ suggestions: [] }),
      'GET /api/admin/audit': () => ({ entries: [], actors: [] }),
    });
    render(<AdminAreaHarness />);
    expect(await screen.findByRole('tab', { name: 'Suggestions (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Suggestions (2)',
      'Reports (1)',
      'Hidden reviews (0)',
      'Places',
      'Users',
      'Announcements',
      'Activity',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Suggestions (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Suggestions waiting' })).toBeVisible();

    screen.getByRole('tab', { name: 'Suggestions (2)' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    expect(await screen.findByText('Nothing has been moderated yet.')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Suggestions (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says while a list loads, and when it failed, in words, with a way to try again', async () => {
    let answer: () => object | Response = () => failure(500, 'internal', 'boom');
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/suggestions': () => answer(),
    });
    render(<AdminAreaHarness />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading suggestions…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The suggestions didn't load. Something went wrong on our side.",
    );
    answer = () => ({ suggestions: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No suggestions waiting.')).toBeInTheDocument();
  });

  it('says how many of a queue it shows when the server sent only the first of them', async () => {
    const hidden = {
      ...reviewFixture({ id: 4 }),
      placeName: 'Bark Park',
      hiddenReason: 'Off topic',
      hiddenAt: '2026-05-02T09:30:00.000Z',
      editedAfterHidden: false,
    };
    serve({
      'GET /api/admin/summary': () => ({
        pendingSuggestions: 0,
        openReports: 0,
        hiddenReviews: 140,
      }),
      'GET /api/admin/suggestions': () => ({ suggestions: [] }),
      'GET /api/admin/reviews/hidden': () => ({ reviews: [hidden] }),
    });
    render(<AdminAreaHarness />);
    expect(await screen.findByText('No suggestions waiting.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing the/)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Hidden reviews (140)' }));
    expect(await screen.findByText('Showing the newest 1 of 140.')).toBeInTheDocument();
  });

  it('lists the audit log: who (or a deleted account) did what, to what, and when', async () => {
    const entry = {
      before: null,
      after: null,
      note: null,
      targetPlaceId: null,
      createdAt: '2026-05-02T09:30:00.000Z',
    };
    const ada = { id: 1, name: 'Ada' };
    const place = (id: number) => ({ ...entry, actor: ada, targetType: 'place', targetId: id });
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/suggestions': () => ({ suggestions: [] }),
      'GET /api/admin/audit': () => ({
        entries: [
          { ...place(7), id: 9, action: 'place.update', after: { status: 'hidden' } },
          { ...place(7), id: 8, action: 'place.update', after: { status: 'active' } },
          {
            ...place(7),
            id: 7,
            action: 'place.update',
            before: { name: 'Bark Park', fenced: false },
            after: { name: 'Bark Park North', fenced: true },
          },
          { ...place(5), id: 6, action: 'place.hide', after: { status: 'hidden' } },
          { ...place(5), id: 5, action: 'place.create', after: { name: 'Pup Café' } },
          {
            ...entry,
            id: 4,
            actor: ada,
            action: 'report.resolve',
            targetType: 'report',
            targetId: 3,
          },
          {
            ...entry,
            id: 3,
            actor: ada,
            action: 'report.dismiss',
            targetType: 'report',
            targetId: 2,
          },
          {
            ...entry,
            id: 2,
            actor: ada,
            action: 'user.grant_admin',
            targetType: 'user',
            targetId: 4,
            after: { name: 'Kim', isAdmin: true },
          },
          {
            ...place(8),
            id: 1,
            actor: null,
            action: 'photo.remove',
            before: { coverImageUrl: 'x' },
          },
        ],
        actors: [ada],
      }),
    });
    render(<AdminAreaHarness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    const items = await screen.findAllByRole('article');
    // Each entry's sentence.
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Ada hid place #7',
      'Ada showed place #7 again',
      'Ada edited “Bark Park North” (Name, Fenced)',
      'Ada hid place #5 after a report',
      'Ada added “Pup Café”',
      'Ada resolved report #3 by hiding what it flagged',
      'Ada dismissed report #2',
      'Ada made Kim an admin',
      'Deleted account removed the cover photo of place #8',
    ]);
  });

  // docs/product.md#activity-log
  it('links each entry to its target, shows the note and the changes, and filters', async () => {
    const base = {
      note: null,
      createdAt: '2026-05-02T09:30:00.000Z',
      actor: { id: 1, name: 'Ada' },
    };
    const entries = [
      {
        ...base,
        id: 3,
        action: 'review.hide',
        targetType: 'review',
        targetId: 4,
        targetPlaceId: 7,
        before: { status: 'visible' },
        after: { status: 'hidden' },
        note: 'Names a neighbour',
      },
      {
        ...base,
        id: 2,
        action: 'place.update',
        targetType: 'place',
        targetId: 7,
        targetPlaceId: 7,
        before: { name: 'Old Park', fenced: false },
        after: { name: 'Bark Park', fenced: true },
      },
      {
        ...base,
        id: 1,
        action: 'user.grant_admin',
        targetType: 'user',
        targetId: 4,
        targetPlaceId: null,
        before: { name: 'Kim', isAdmin: false },
        after: { name: 'Kim', isAdmin: true },
      },
    ];
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/audit': () => ({ entries, actors: [{ id: 1, name: 'Ada' }] }),
      'GET /api/admin/audit?kind=user': () => ({
        entries: entries.slice(2),
        actors: [{ id: 1, name: 'Ada' }],
      }),
      'GET /api/admin/audit?actor=1&kind=user': () => ({ entries: [], actors: [] }),
    });
    render(<AdminAreaHarness search="?tab=activity" />);
    const [hide, edit, grant] = await screen.findAllByRole('article');
    if (!hide || !edit || !grant) throw new Error('three entries');
    expect(within(hide).getByText('Names a neighbour')).toBeInTheDocument();
    expect(within(hide).getByRole('link', { name: "Open the review's place" })).toHaveAttribute(
      'href',
      '/location/7',
    );
    expect(within(edit).getByText('Name: Old Park → Bark Park')).toBeInTheDocument();
    expect(within(edit).getByText('Fenced: No → Yes')).toBeInTheDocument();
    expect(within(edit).getByRole('link', { name: 'Open the place' })).toHaveAttribute(
      'href',
      '/location/7',
    );
    expect(within(grant).getByText('Admin: No → Yes')).toBeInTheDocument();
    expect(within(grant).getByRole('link', { name: 'Find them in Users' })).toHaveAttribute(
      'href',
      '/admin?tab=users&q=Kim',
    );

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'People');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.selectOptions(screen.getByLabelText('Admin'), 'Ada');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  // docs/product.md#admin-area
  it('keeps the tab in the address: a link opens it, and each tab is an entry of the history', async () => {
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/suggestions': () => ({ suggestions: [] }),
      'GET /api/admin/users?q=Kim': () => ({ users: [] }),
    });
    const memory = memoryLocation({ path: '/admin?tab=users&q=Kim', record: true });
    render(<AdminAreaHarness memory={memory} />);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: /Search people/ })).toHaveValue('Kim');
    await userEvent.click(await screen.findByRole('tab', { name: 'Suggestions (2)' }));
    // A new entry in the history, so Back returns to Users.
    expect(memory.history).toEqual(['/admin?tab=users&q=Kim', '/admin?tab=suggestions']);
    expect(memory.history.at(-1)).toBe('/admin?tab=suggestions');
    expect(await screen.findByText('No suggestions waiting.')).toBeInTheDocument();
  });
});
