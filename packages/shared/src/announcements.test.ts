import { describe, expect, it } from 'vitest';
import {
  announcementMessagesSchema,
  announcementState,
  dismiss,
  markAllSeen,
  motdDismissedIdsKey,
  motdLastSeenKey,
  parseDismissedIds,
  parseLastSeen,
  readView,
  unreadMessages,
  type AnnouncementMessage,
} from './announcements';
import { announcementBodySchema, announcementPatchSchema } from './announcement-admin';

const now = new Date('2026-05-01T12:00:00.000Z');

/** A message published `minutesAgo` before now (negative: in the future). */
const message = (
  id: number,
  minutesAgo: number,
  fields: Partial<AnnouncementMessage> = {},
): AnnouncementMessage => ({
  id,
  title: `Message ${id}`,
  content: 'Hello **dogs**',
  imageUrl: null,
  publishedAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  status: 'active',
  priority: 0,
  ...fields,
});

const ids = (messages: readonly { id: number }[]) => messages.map(({ id }) => id);
const none = { lastSeen: null, dismissedIds: [] };

describe('unread messages (docs/product.md#announcements)', () => {
  it('shows active, published, undismissed messages', () => {
    expect(ids(unreadMessages([message(1, 5)], { now, ...none }))).toEqual([1]);
  });

  it.each([
    ['a draft', message(1, 5, { status: 'draft' })],
    ['an archived one', message(1, 5, { status: 'archived' })],
    ['a dismissed one', message(7, 5)],
    ['one published in the future', message(1, -1)],
    ['one published before the last-seen time', message(1, 61)],
    ['one published at the last-seen time', message(1, 60)],
  ])('leaves out %s', (_what, candidate) => {
    const seen = {
      lastSeen: new Date(now.getTime() - 60 * 60_000).toISOString(),
      dismissedIds: [7],
    };
    expect(unreadMessages([candidate], { now, ...seen })).toEqual([]);
  });

  it('shows one published exactly now, and one published after the last-seen time', () => {
    const lastSeen = new Date(now.getTime() - 60 * 60_000).toISOString();
    const messages = [message(1, 0), message(2, 59)];
    expect(ids(unreadMessages(messages, { now, lastSeen, dismissedIds: [] }))).toEqual([1, 2]);
  });

  it('ignores a last-seen time that is not a date', () => {
    const seen = { lastSeen: 'yesterday', dismissedIds: [] };
    expect(ids(unreadMessages([message(1, 60 * 24 * 365)], { now, ...seen }))).toEqual([1]);
  });

  it('sorts higher priority first, then newer first, and keeps the input as it was', () => {
    const messages = [
      message(1, 30, { priority: 0 }),
      message(2, 10, { priority: 0 }),
      message(3, 50, { priority: 5 }),
      message(4, 20, { priority: -3 }),
      message(5, 40, { priority: 5 }),
    ];
    expect(ids(unreadMessages(messages, { now, ...none }))).toEqual([5, 3, 2, 1, 4]);
    expect(ids(messages)).toEqual([1, 2, 3, 4, 5]);
  });

  it('compares publishing times, not their text', () => {
    const messages = [
      message(1, 0, { publishedAt: '2026-05-01T10:00:00+02:00' }),
      message(2, 0, { publishedAt: '2026-05-01T09:30:00Z' }),
    ];
    expect(ids(unreadMessages(messages, { now, ...none }))).toEqual([2, 1]);
  });
});

describe('read view (docs/product.md#announcements)', () => {
  it('lists published active messages newest first, read when dismissed', () => {
    const messages = [
      message(1, 30, { priority: 9 }),
      message(2, 10),
      message(3, -10),
      message(4, 20, { status: 'archived' }),
      message(5, 5, { status: 'draft' }),
    ];
    expect(readView(messages, { now, dismissedIds: [1, 3] })).toEqual([
      { ...message(2, 10), isRead: false },
      { ...message(1, 30, { priority: 9 }), isRead: true },
    ]);
  });

  it('is empty for no messages', () => {
    expect(readView([], { now, dismissedIds: [1] })).toEqual([]);
  });
});

describe('dismiss (docs/product.md#announcements)', () => {
  it('adds the id once, leaving the given list as it was', () => {
    const dismissed = [1, 2];
    expect(dismiss(dismissed, 3)).toEqual([1, 2, 3]);
    expect(dismiss(dismissed, 2)).toEqual([1, 2]);
    expect(dismissed).toEqual([1, 2]);
  });
});

describe('mark all as seen (docs/product.md#announcements)', () => {
  it('stores now as last seen and dismisses every unread message, nothing else', () => {
    const messages = [message(1, 10), message(2, 20), message(3, -5), message(4, 90)];
    const lastSeen = new Date(now.getTime() - 60 * 60_000).toISOString();
    expect(markAllSeen(messages, { now, lastSeen, dismissedIds: [2, 9] })).toEqual({
      lastSeen: '2026-05-01T12:00:00.000Z',
      dismissedIds: [2, 9, 1],
    });
  });

  it('leaves nothing unread', () => {
    const messages = [message(1, 10), message(2, 20, { priority: 3 })];
    const seen = markAllSeen(messages, { now, ...none });
    expect(unreadMessages(messages, { now, ...seen })).toEqual([]);
    expect(seen.dismissedIds).toEqual([2, 1]);
  });
});

describe('stored values (docs/product.md#local-storage)', () => {
  it('has the documented keys', () => {
    expect([motdLastSeenKey, motdDismissedIdsKey]).toEqual(['motd_lastSeen', 'motd_dismissedIds']);
  });

  it.each([
    ['2026-05-01T12:00:00.000Z', '2026-05-01T12:00:00.000Z'],
    ['2026-05-01T14:00:00+02:00', '2026-05-01T12:00:00.000Z'],
    [null, null],
    [undefined, null],
    ['', null],
    ['yesterday', null],
    ['12', null],
    ['"2026-05-01T12:00:00.000Z"', null],
  ])('last seen %j reads as %j', (stored, expected) => {
    expect(parseLastSeen(stored)).toBe(expected);
  });

  it.each([
    ['[1,2,3]', [1, 2, 3]],
    ['[3,3,1]', [3, 1]],
    ['[1,"2",null,2.5,{"id":4},5]', [1, 5]],
    ['[]', []],
    ['{"ids":[1]}', []],
    ['7', []],
    ['null', []],
    ['[1,', []],
    ['not json', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('dismissed ids %j read as %j', (stored, expected) => {
    expect(parseDismissedIds(stored)).toEqual(expected);
  });
});

describe('announcement state', () => {
  it.each([
    ['draft', 5, 'draft'],
    ['draft', -5, 'draft'],
    ['archived', 5, 'archived'],
    ['active', -1, 'scheduled'],
    ['active', 0, 'live'],
    ['active', 5, 'live'],
  ] as const)('%s published %i minutes ago is %s', (status, minutesAgo, state) => {
    expect(announcementState(message(1, minutesAgo, { status }), now)).toBe(state);
  });
});

describe('messages.json response', () => {
  it('takes a message without an image, or with a null one', () => {
    const { imageUrl: _imageUrl, ...withoutImage } = message(1, 0);
    const parsed = announcementMessagesSchema.parse({ messages: [withoutImage, message(2, 0)] });
    expect(parsed.messages.map((m) => m.imageUrl)).toEqual([undefined, null]);
  });
});

const body = {
  title: '  Summer walks  ',
  content: 'Bring **water** for your dog.',
  publishedAt: '2026-06-01T09:00:00+02:00',
};

describe('announcement body', () => {
  it('trims, defaults to an unprioritised draft without image, and answers times in UTC', () => {
    expect(announcementBodySchema.parse(body)).toEqual({
      title: 'Summer walks',
      content: 'Bring **water** for your dog.',
      imageUrl: null,
      publishedAt: '2026-06-01T07:00:00.000Z',
      status: 'draft',
      priority: 0,
    });
  });

  it('takes every field at its limits', () => {
    const full = {
      title: 'x'.repeat(120),
      content: 'y'.repeat(5000),
      imageUrl: `https://img.test/${'a'.repeat(500 - 17)}`,
      publishedAt: '2030-01-01T00:00:00Z',
      status: 'active',
      priority: -100,
    };
    expect(announcementBodySchema.safeParse(full).success).toBe(true);
    expect(announcementBodySchema.safeParse({ ...full, priority: 100 }).success).toBe(true);
  });

  const nul = String.fromCharCode(0);
  it.each([
    [{ title: undefined }, 'title', 'Invalid input: expected string, received undefined'],
    [{ title: '   ' }, 'title', 'Give the announcement a title'],
    [{ title: 'x'.repeat(121) }, 'title', 'Keep the title to 120 characters'],
    [{ title: `Hi${nul}` }, 'title', 'must not contain the NUL character'],
    [{ title: 5 }, 'title', 'Invalid input: expected string, received number'],
    [{ content: '' }, 'content', 'Write the message'],
    [{ content: 'y'.repeat(5001) }, 'content', 'Keep the message to 5,000 characters'],
    [{ content: `a${nul}` }, 'content', 'must not contain the NUL character'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Enter an image address starting with'],
    [{ imageUrl: 'data:image/png;base64,AA' }, 'imageUrl', 'Enter an image address starting'],
    [{ imageUrl: 'ftp://img.test/a.png' }, 'imageUrl', 'Enter an image address starting'],
    // The Content-Security-Policy's img-src is https only: such an image would never show.
    [
      { imageUrl: 'http://img.test/a.png' },
      'imageUrl',
      'Enter an image address starting with https://',
    ],
    [{ imageUrl: '' }, 'imageUrl', 'Enter an image address starting'],
    [{ imageUrl: `https://img.test/${'a'.repeat(484)}` }, 'imageUrl', 'Keep the image address'],
    [{ imageUrl: `https://img.test/${nul}` }, 'imageUrl', 'must not contain the NUL character'],
    [{ publishedAt: undefined }, 'publishedAt', 'Enter the publishing date and time'],
    [{ publishedAt: 'tomorrow' }, 'publishedAt', 'Enter the publishing date and time'],
    [{ publishedAt: '2026-06-01' }, 'publishedAt', 'Enter the publishing date and time'],
    [{ publishedAt: '2026-06-01T09:00:00' }, 'publishedAt', 'Enter the publishing date'],
    [{ publishedAt: '2026-02-29T09:00:00Z' }, 'publishedAt', 'Enter the publishing date'],
    [{ publishedAt: 1_780_000_000_000 }, 'publishedAt', 'Enter the publishing date and time'],
    [{ status: 'live' }, 'status', 'Choose draft, active or archived'],
    [{ priority: 101 }, 'priority', 'Priority is a whole number from -100 to 100'],
    [{ priority: -101 }, 'priority', 'Priority is a whole number from -100 to 100'],
    [{ priority: 1.5 }, 'priority', 'Priority is a whole number from -100 to 100'],
    [{ priority: '1' }, 'priority', 'Priority is a whole number from -100 to 100'],
  ])('refuses %j at %s: "%s"', (change, field, text) => {
    const result = announcementBodySchema.safeParse({ ...body, ...change });
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(text);
  });

  it('refuses an unknown field', () => {
    const result = announcementBodySchema.safeParse({ ...body, id: 4 });
    expect(result.error?.issues[0]?.message).toBe('Unrecognized key: "id"');
  });
});

describe('announcement patch', () => {
  it('takes any one field, without defaults', () => {
    expect(announcementPatchSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(announcementPatchSchema.parse({ imageUrl: null })).toEqual({ imageUrl: null });
    expect(announcementPatchSchema.parse({ publishedAt: '2026-07-01T08:00:00.5Z' })).toEqual({
      publishedAt: '2026-07-01T08:00:00.500Z',
    });
  });

  it.each([
    [{}, 'Change at least one field'],
    [{ title: null }, 'Invalid input: expected string, received null'],
    [{ priority: 1000 }, 'Priority is a whole number from -100 to 100'],
    [{ createdAt: '2026-07-01T08:00:00Z' }, 'Unrecognized key: "createdAt"'],
  ])('refuses %j: "%s"', (patch, text) => {
    expect(announcementPatchSchema.safeParse(patch).error?.issues[0]?.message).toBe(text);
  });
});
