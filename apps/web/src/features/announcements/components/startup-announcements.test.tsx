import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { AnnouncementMessage } from '@waggle/shared/announcements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { announcementFixture } from '../../../test/announcement-fixture';
import { fakeApi, json } from '../../../test/fake-api';
import { resetMessagesSeen } from '../messages-seen';
import StartupAnnouncements, { messageDialogDelayMs } from './startup-announcements';

const published = (id: number, publishedAt: string, priority = 0) =>
  announcementFixture({ id, publishedAt, priority });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  resetMessagesSeen();
});
afterEach(() => vi.useRealTimers());

function start(messages: AnnouncementMessage[] | Response) {
  fakeApi({
    'GET /motd/messages.json': () => (messages instanceof Response ? messages : json({ messages })),
  });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <StartupAnnouncements splashEndedAt={performance.now()} />
    </QueryClientProvider>,
  );
}

const passes = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Lets the dialog's own code load (a lazy chunk: importing it here too resolves once it has
 * loaded, imports and all) and render.
 */
async function dialogLoaded() {
  await passes(0);
  await import('./announcement-dialog');
  await passes(0);
  return screen.getByRole('dialog');
}

describe('announcements at start-up (docs/product.md#announcement-dialog)', () => {
  it('opens 500 ms after the splash with the unread messages, higher priority then newer first', async () => {
    localStorage.setItem('motd_dismissedIds', '[4]');
    localStorage.setItem('motd_lastSeen', '2026-05-01T00:00:00.000Z');
    start([
      published(1, '2026-05-10T00:00:00Z'),
      published(2, '2026-05-20T00:00:00Z'),
      published(3, '2026-05-05T00:00:00Z', 5),
      published(4, '2026-05-25T00:00:00Z'),
      published(5, '2026-04-01T00:00:00Z'),
      published(6, '2026-07-01T00:00:00Z'),
    ]);
    await passes(messageDialogDelayMs - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await passes(1);
    const dialog = await dialogLoaded();
    expect(dialog).toHaveTextContent('Message 1 of 3');
    expect(screen.getByRole('heading', { name: 'Message 3' })).toBeInTheDocument();
  });

  it('stores each message it dismisses (motd_dismissedIds)', async () => {
    start([published(1, '2026-05-10T00:00:00Z'), published(2, '2026-05-20T00:00:00Z')]);
    await passes(messageDialogDelayMs);
    await dialogLoaded();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(JSON.parse(localStorage.getItem('motd_dismissedIds') ?? '[]')).toEqual([2]);
    act(() => screen.getByRole('button', { name: 'Got it!' }).click());
    expect(JSON.parse(localStorage.getItem('motd_dismissedIds') ?? '[]')).toEqual([2, 1]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts closing it with its close button as dismissing every message it held', async () => {
    start([published(1, '2026-05-10T00:00:00Z'), published(2, '2026-05-20T00:00:00Z')]);
    await passes(messageDialogDelayMs);
    await dialogLoaded();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('motd_dismissedIds') ?? '[]')).toEqual([2, 1]);
  });

  it('does not open over the archive, which lists the same messages', async () => {
    history.pushState(null, '', '/motd-archive');
    try {
      start([published(1, '2026-05-10T00:00:00Z')]);
      await passes(messageDialogDelayMs * 4);
      await import('./announcement-dialog');
      await passes(0);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem('motd_dismissedIds')).toBeNull();
    } finally {
      history.pushState(null, '', '/');
    }
  });

  it('opens nothing when everything is read, or the messages cannot be read (docs/product.md#error-messages)', async () => {
    localStorage.setItem('motd_dismissedIds', '[1]');
    start([published(1, '2026-05-10T00:00:00Z')]);
    await passes(messageDialogDelayMs * 4);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the messages while the splash is up, and opens 500 ms after it has ended', async () => {
    const api = fakeApi({
      'GET /motd/messages.json': () => json({ messages: [published(1, '2026-05-10T00:00:00Z')] }),
    });
    const client = createQueryClient('web');
    const app = (splashEndedAt: number | null) => (
      <QueryClientProvider client={client}>
        <StartupAnnouncements splashEndedAt={splashEndedAt} />
      </QueryClientProvider>
    );
    const { rerender } = render(app(null));
    await passes(messageDialogDelayMs * 4);
    await vi.dynamicImportSettled();
    expect(api).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(app(performance.now()));
    await passes(messageDialogDelayMs - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await passes(1);
    expect(await dialogLoaded()).toHaveTextContent('Message 1');
  });

  it('says nothing when messages.json fails', async () => {
    start(json({ error: 'internal', message: 'Boom' }, 500));
    await passes(messageDialogDelayMs * 4);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
