import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminAreaHarness, failure, stubAdminApi, summary } from '../../../test/admin-test-kit';

const { serve } = stubAdminApi();

describe('admin area', () => {
  it('shows each section as a tab with the queue counts, and moves between them with arrows', async () => {
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/suggestions': () => ({ suggestions: [] }),
      'GET /api/admin/audit': () => ({ entries: [] }),
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

  it('lists the audit log: when, who (or a deleted account), what and on what', async () => {
    const entry = {
      before: null,
      after: null,
      createdAt: '2026-05-02T09:30:00.000Z',
      targetType: 'place',
    };
    serve({
      'GET /api/admin/summary': () => summary,
      'GET /api/admin/suggestions': () => ({ suggestions: [] }),
      'GET /api/admin/audit': () => ({
        entries: [
          { ...entry, id: 2, actor: { id: 1, name: 'Ada' }, action: 'place.verify', targetId: 7 },
          { ...entry, id: 1, actor: null, action: 'place.archive', targetId: 8 },
        ],
      }),
    });
    render(<AdminAreaHarness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ada verified a place.*· Place #7$/),
      expect.stringMatching(/^Deleted account place\.archive.*· Place #8$/),
    ]);
  });
});
