import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnnouncementMessage } from '@waggle/shared/announcements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { announcementFixture } from '../../../test/announcement-fixture';
import { fakeApi, json } from '../../../test/fake-api';
import { resetMessagesSeen } from '../messages-seen';
import { AnnouncementArchive } from './announcement-archive';

const message = (id: number, publishedAt: string, priority = 0) =>
  announcementFixture({ id, publishedAt, priority });

beforeEach(() => resetMessagesSeen());
afterEach(() => vi.restoreAllMocks());

function showArchive(messages: AnnouncementMessage[]) {
  fakeApi({ 'GET /motd/messages.json': () => json({ messages }) });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <AnnouncementArchive />
    </QueryClientProvider>,
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Announcements' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const stateOf = (title: string) =>
  within(screen.getByRole('article', { name: title })).getByText(/^(New|Read)$/).textContent;

describe('announcement archive (docs/product.md#announcements)', () => {
  it('lists what is published, newest first, marked read (dismissed) or new', async () => {
    localStorage.setItem('motd_dismissedIds', '[2]');
    showArchive([
      message(1, '2026-01-10T00:00:00Z', 9),
      message(2, '2026-03-10T00:00:00Z'),
      message(3, '2026-02-10T00:00:00Z'),
      message(4, '2999-01-01T00:00:00Z'),
    ]);
    await screen.findByRole('list', { name: 'Announcements' });
    expect(titles()).toEqual(['Message 2', 'Message 3', 'Message 1']);
    expect(stateOf('Message 2')).toBe('Read');
    expect(stateOf('Message 3')).toBe('New');
    expect(screen.getByText('2 new')).toBeInTheDocument();
  });

  it('marks one as read, then all as seen (docs/product.md#announcements), and keeps that', async () => {
    showArchive([message(1, '2026-01-10T00:00:00Z'), message(2, '2026-02-10T00:00:00Z')]);
    const first = within(await screen.findByRole('article', { name: 'Message 1' }));
    await userEvent.click(first.getByRole('button', { name: 'Mark as read' }));
    expect(stateOf('Message 1')).toBe('Read');
    expect(JSON.parse(localStorage.getItem('motd_dismissedIds') ?? '')).toEqual([1]);

    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(stateOf('Message 2')).toBe('Read');
    expect(screen.getByText('You have read them all.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('motd_dismissedIds') ?? '')).toEqual([1, 2]);
    expect(Date.parse(localStorage.getItem('motd_lastSeen') ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('says when there is nothing yet, and when the device is offline', async () => {
    showArchive([]);
    expect(await screen.findByRole('heading', { name: 'No announcements yet' })).toBeVisible();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetMessagesSeen();
    showArchive([]);
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeVisible();
  });
});
