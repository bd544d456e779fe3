import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAnnouncement } from '@waggle/shared/announcement-admin';
import { describe, expect, it } from 'vitest';
import {
  AdminAreaHarness,
  cardOf,
  failure,
  stubAdminApi,
  summary,
  type FakeRoutes,
} from '../../../test/admin-test-kit';

const { serve, sent } = stubAdminApi();

const announcement = (
  id: number,
  title: string,
  fields: Partial<AdminAnnouncement> = {},
): AdminAnnouncement => ({
  id,
  title,
  content: 'Hello **dogs**',
  imageUrl: null,
  publishedAt: '2026-05-01T09:00:00.000Z',
  status: 'active',
  priority: 0,
  state: 'live',
  createdAt: '2026-04-30T09:00:00.000Z',
  updatedAt: '2026-04-30T09:00:00.000Z',
  ...fields,
});

async function showAnnouncements(routes: FakeRoutes = {}) {
  serve({
    'GET /api/admin/summary': () => summary,
    'GET /api/admin/suggestions': () => ({ suggestions: [] }),
    'GET /api/admin/announcements': () => ({
      announcements: [
        announcement(1, 'Summer walks'),
        announcement(2, 'Autumn fair', {
          status: 'active',
          state: 'scheduled',
          publishedAt: '2026-09-01T09:00:00.000Z',
        }),
        announcement(3, 'Old news', { status: 'archived', state: 'archived' }),
      ],
    }),
    ...routes,
  });
  render(<AdminAreaHarness />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Announcements' }));
  await screen.findByRole('heading', { name: 'Summer walks' });
}

const card = (title: string) => cardOf(screen.getByRole('heading', { name: title }));
const form = () => within(screen.getByRole('form'));

describe('admin announcements', () => {
  it('lists each with where it stands for readers', async () => {
    await showAnnouncements();
    expect(card('Summer walks').getByText(/^Shown since/)).toBeInTheDocument();
    expect(card('Autumn fair').getByText(/^Scheduled for/)).toBeInTheDocument();
    expect(card('Old news').getByText(/^Archived/)).toBeInTheDocument();
    expect(card('Old news').queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('writes a new one with a live preview in which markup is inert, and schedules it', async () => {
    await showAnnouncements({
      'POST /api/admin/announcements': () => announcement(4, 'Park clean-up'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    await userEvent.type(form().getByLabelText('Title'), 'Park clean-up');
    await userEvent.type(
      form().getByLabelText(/^Message/),
      'Join us **Saturday** <script>alert(1)</script>',
    );
    const preview = within(form().getByRole('region', { name: 'Preview' }));
    expect(preview.getByText('Park clean-up')).toBeInTheDocument();
    expect(preview.getByText('Saturday').tagName).toBe('STRONG');
    expect(preview.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    const publishAt = form().getByLabelText(/^Publish at/);
    await userEvent.clear(publishAt);
    await userEvent.type(publishAt, '2026-12-24T18:30');
    await userEvent.clear(form().getByLabelText(/^Priority/));
    await userEvent.type(form().getByLabelText(/^Priority/), '5');
    await userEvent.click(form().getByLabelText('Active (shown from its time)'));
    await userEvent.click(form().getByRole('button', { name: 'Save announcement' }));

    expect(await screen.findByText('Announcement created')).toBeInTheDocument();
    expect(sent('POST', '/api/admin/announcements')).toEqual([
      {
        title: 'Park clean-up',
        content: 'Join us **Saturday** <script>alert(1)</script>',
        imageUrl: null,
        publishedAt: new Date('2026-12-24T18:30').toISOString(),
        priority: 5,
        status: 'active',
      },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("says what is missing with the shared schema's words, before sending", async () => {
    await showAnnouncements();
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    await userEvent.type(form().getByLabelText(/^Image address/), 'javascript:alert(1)');
    await userEvent.click(form().getByRole('button', { name: 'Save announcement' }));
    expect(form().getByLabelText('Title')).toHaveAccessibleDescription(
      'Give the announcement a title',
    );
    expect(form().getByLabelText('Title')).toHaveFocus();
    expect(form().getByLabelText(/^Message/)).toHaveAccessibleDescription(/Write the message/);
    expect(form().getByLabelText(/^Image address/)).toHaveAccessibleDescription(
      'Enter an image address starting with https:// (images on http:// are not shown)',
    );
    expect(sent('POST', '/api/admin/announcements')).toEqual([]);
  });

  it("edits one, and puts the server's 400 under the field it names", async () => {
    await showAnnouncements({
      'PATCH /api/admin/announcements/1': () =>
        new Response(
          JSON.stringify({
            error: 'validation',
            message: 'Invalid body',
            details: [{ path: ['title'], message: 'That title is taken' }],
          }),
          { status: 400 },
        ),
    });
    await userEvent.click(card('Summer walks').getByRole('button', { name: 'Edit' }));
    expect(form().getByLabelText('Title')).toHaveValue('Summer walks');
    await userEvent.click(form().getByRole('button', { name: 'Save announcement' }));
    expect(await form().findByText('That title is taken')).toBeInTheDocument();
    expect(sent('PATCH', '/api/admin/announcements/1')).toEqual([
      expect.objectContaining({ title: 'Summer walks', status: 'active' }),
    ]);
  });

  it('archives one, and says so when that fails', async () => {
    await showAnnouncements({
      'PATCH /api/admin/announcements/1': () => failure(503, 'unavailable', 'Try later'),
    });
    await userEvent.click(card('Summer walks').getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText("Couldn't archive the announcement")).toBeInTheDocument();
    expect(sent('PATCH', '/api/admin/announcements/1')).toEqual([{ status: 'archived' }]);
  });
});
