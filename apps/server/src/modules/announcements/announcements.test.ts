import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '@waggle/db/schema';
import type { AnnouncementMessages } from '@waggle/shared/announcements';
import type { AdminAnnouncement, AnnouncementBodyInput } from '@waggle/shared/announcement-admin';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, type AdminTestKit } from '../../test/admin-test-kit';
import { errorBody } from '../../test/error-body';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(testEngines)('announcements [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  async function create(body: Partial<AnnouncementBodyInput>): Promise<AdminAnnouncement> {
    const response = await kit.call('POST', '/api/admin/announcements', kit.admin, {
      title: 'Walkies',
      content: 'See you in the park.',
      publishedAt: minutesFromNow(-60),
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return response.json<AdminAnnouncement>();
  }
  const patch = async (id: number, body: object) => {
    const response = await kit.call('PATCH', `/api/admin/announcements/${id}`, kit.admin, body);
    expect(response.statusCode).toBe(200);
    return response.json<AdminAnnouncement>();
  };
  const publicIds = async () =>
    (await kit.call('GET', '/motd/messages.json', null))
      .json<AnnouncementMessages>()
      .messages.map((message) => message.id);
  const adminList = async () =>
    (await kit.call('GET', '/api/admin/announcements', kit.admin)).json<{
      announcements: AdminAnnouncement[];
    }>().announcements;
  const actions = async (id: number) =>
    (await kit.auditOf('announcement', id)).map((entry) => entry.action);

  it('answers messages.json to anyone, as JSON that caches may keep five minutes', async () => {
    const response = await kit.call('GET', '/motd/messages.json', null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({ messages: [] });
    const head = await kit.t.app.inject({ method: 'HEAD', url: '/motd/messages.json' });
    expect(head.statusCode).toBe(200);
  });

  it('creates a draft by default, trimmed, and records every field in the audit log', async () => {
    const created = await create({
      title: '  Spring is here  ',
      publishedAt: '2024-03-01T10:00:00+01:00',
    });
    const fields = {
      title: 'Spring is here',
      content: 'See you in the park.',
      imageUrl: null,
      publishedAt: '2024-03-01T09:00:00.000Z',
      status: 'draft',
      priority: 0,
    };
    expect(created).toEqual({
      id: created.id,
      ...fields,
      state: 'draft',
      createdAt: created.createdAt,
      updatedAt: created.createdAt,
    });
    expect(await publicIds()).not.toContain(created.id);
    const entries = await kit.auditOf('announcement', created.id);
    expect(entries).toMatchObject([
      { action: 'announcement.create', actor: { id: kit.adminId }, before: null },
    ]);
    expect(entries[0]?.after).toEqual(fields);
  });

  it('serves active announcements once published, newest first, whatever their priority', async () => {
    const older = await create({ status: 'active', publishedAt: minutesFromNow(-120) });
    const newer = await create({
      status: 'active',
      priority: 5,
      imageUrl: 'https://img.test/dog.png',
      publishedAt: minutesFromNow(-60),
    });
    const draft = await create({ status: 'draft', publishedAt: minutesFromNow(-30) });
    const archived = await create({ status: 'archived', publishedAt: minutesFromNow(-40) });
    const scheduled = await create({ status: 'active', publishedAt: minutesFromNow(60) });
    expect([draft.state, archived.state, scheduled.state]).toEqual([
      'draft',
      'archived',
      'scheduled',
    ]);

    const response = await kit.call('GET', '/motd/messages.json', kit.member);
    expect(response.json<AnnouncementMessages>().messages).toEqual([
      {
        id: newer.id,
        title: 'Walkies',
        content: 'See you in the park.',
        imageUrl: 'https://img.test/dog.png',
        publishedAt: newer.publishedAt,
        status: 'active',
        priority: 5,
      },
      expect.objectContaining({ id: older.id, imageUrl: null, priority: 0 }),
    ]);

    // Its time comes: the scheduled one appears without anyone touching it.
    await kit.db
      .update(announcements)
      .set({ publishedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(announcements.id, scheduled.id));
    expect(await publicIds()).toEqual([scheduled.id, newer.id, older.id]);

    const listed = await adminList();
    expect(listed.map((item) => [item.id, item.state])).toEqual([
      [scheduled.id, 'live'],
      [draft.id, 'draft'],
      [archived.id, 'archived'],
      [newer.id, 'live'],
      [older.id, 'live'],
      [listed.at(-1)?.id, 'draft'],
    ]);
  });

  it('edits fields, recording only what changed; an edit that changes nothing records nothing', async () => {
    const { id } = await create({ title: 'Old title', priority: 1 });
    const edited = await patch(id, { title: ' New title ', priority: 1, imageUrl: null });
    expect(edited).toMatchObject({ id, title: 'New title', priority: 1, state: 'draft' });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(edited.createdAt));
    await patch(id, { title: 'New title' });
    const entries = await kit.auditOf('announcement', id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['announcement.create', null, expect.objectContaining({ title: 'Old title' })],
      ['announcement.update', { title: 'Old title' }, { title: 'New title' }],
    ]);
  });

  it('publishes on a schedule, reschedules, archives and takes back to draft', async () => {
    const { id } = await create({ title: 'Beach season' });
    const inAnHour = minutesFromNow(60);
    const scheduled = await patch(id, { status: 'active', publishedAt: inAnHour });
    expect(scheduled.state).toBe('scheduled');
    expect(await publicIds()).not.toContain(id);

    const live = await patch(id, { publishedAt: minutesFromNow(-1) });
    expect(live.state).toBe('live');
    expect((await publicIds())[0]).toBe(id);

    expect((await patch(id, { status: 'archived' })).state).toBe('archived');
    expect(await publicIds()).not.toContain(id);
    expect((await patch(id, { status: 'draft' })).state).toBe('draft');

    const entries = await kit.auditOf('announcement', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'announcement.create',
      'announcement.publish',
      'announcement.update',
      'announcement.archive',
      'announcement.update',
    ]);
    expect([entries[1]?.before, entries[1]?.after]).toEqual([
      { status: 'draft', publishedAt: expect.any(String) as string },
      { status: 'active', publishedAt: new Date(inAnHour).toISOString() },
    ]);
    expect([entries[3]?.before, entries[3]?.after]).toEqual([
      { status: 'active' },
      { status: 'archived' },
    ]);
  });

  it('answers 404 for an announcement that does not exist, and records nothing', async () => {
    const response = await kit.call('PATCH', '/api/admin/announcements/999999', kit.admin, {
      status: 'archived',
    });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ error: 'not_found', message: 'Announcement not found' });
    expect(await actions(999_999)).toEqual([]);
  });
});
