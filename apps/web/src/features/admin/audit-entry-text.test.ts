import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@waggle/shared/admin';
import { auditEntryText } from './audit-entry-text';
import { momentText } from '../../lib/dates';

const createdAt = '2026-05-01T12:00:00.000Z';
const later = '2026-05-03T09:30:00.000Z';
const earlier = '2026-04-30T08:00:00.000Z';

const entry = (
  action: AuditEntry['action'],
  targetType: string,
  before: unknown,
  after: unknown,
): AuditEntry => ({
  id: 1,
  actor: { id: 2, name: 'Ada' },
  action,
  targetType,
  targetId: 7,
  targetPlaceId: null,
  note: null,
  before,
  after,
  createdAt,
});

describe('audit entry text', () => {
  it.each([
    [
      entry('place.update', 'place', { name: 'Old' }, { name: 'Bark Park' }),
      'edited “Bark Park” (Name)',
    ],
    [entry('place.update', 'place', { status: 'active' }, { status: 'hidden' }), 'hid place #7'],
    [entry('photo.remove', 'upload', null, null), 'deleted uploaded photo #7'],
    [entry('user.grant_admin', 'user', { name: 'Kim' }, { name: 'Kim' }), 'made Kim an admin'],
  ])('says what the admin did: %j → %s', (audited, text) => {
    expect(auditEntryText(audited)).toBe(text);
  });

  const created = (status: string, publishedAt: string) =>
    entry('announcement.create', 'announcement', null, {
      title: 'Summer walks',
      content: 'Bring water.',
      imageUrl: null,
      publishedAt,
      status,
      priority: 0,
    });

  it.each([
    [created('draft', earlier), 'drafted the announcement “Summer walks”'],
    [created('active', earlier), 'published the announcement “Summer walks”'],
    [created('active', createdAt), 'published the announcement “Summer walks”'],
    [
      created('active', later),
      `scheduled the announcement “Summer walks” for ${momentText(later)}`,
    ],
    [created('archived', earlier), 'added the announcement “Summer walks” to the archive'],
  ])('words a new announcement: %j → %s', (audited, text) => {
    expect(auditEntryText(audited)).toBe(text);
  });

  it.each([
    [
      entry('announcement.update', 'announcement', { title: 'Old' }, { title: 'Beach days' }),
      'edited the announcement “Beach days” (Title)',
    ],
    [
      entry(
        'announcement.update',
        'announcement',
        { priority: 0, imageUrl: null },
        {
          priority: 5,
          imageUrl: 'https://img.test/a.png',
        },
      ),
      'edited announcement #7 (Image, Priority)',
    ],
    [
      entry(
        'announcement.update',
        'announcement',
        { publishedAt: later },
        { publishedAt: earlier },
      ),
      'edited announcement #7 (Publishing time)',
    ],
    [
      entry('announcement.update', 'announcement', { status: 'active' }, { status: 'draft' }),
      'took announcement #7 back to draft',
    ],
    [
      entry('announcement.publish', 'announcement', { status: 'draft' }, { status: 'active' }),
      'published announcement #7',
    ],
    [
      entry(
        'announcement.publish',
        'announcement',
        { status: 'draft', publishedAt: earlier },
        {
          status: 'active',
          publishedAt: later,
        },
      ),
      `edited announcement #7 (Publishing time) and scheduled it for ${momentText(later)}`,
    ],
    [
      entry('announcement.archive', 'announcement', { status: 'active' }, { status: 'archived' }),
      'archived announcement #7',
    ],
    [
      entry(
        'announcement.archive',
        'announcement',
        { status: 'active', content: 'a' },
        {
          status: 'archived',
          content: 'b',
        },
      ),
      'edited announcement #7 (Message) and archived it',
    ],
    [entry('announcement.update', 'announcement', null, null), 'edited announcement #7'],
  ])('words an edit of an announcement: %j → %s', (audited, text) => {
    expect(auditEntryText(audited)).toBe(text);
  });
});
