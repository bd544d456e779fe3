import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@waggle/db/schema';
import { bearer, createVerifiedGoogleUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, insertPlace, type AdminTestKit } from '../../test/admin-test-kit';

describe.each(testEngines)('admin audit log [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  const setAdmin = (id: number, isAdmin: boolean) =>
    kit.call('PATCH', `/api/admin/users/${id}`, kit.admin, { isAdmin });

  it('lists the audit log newest first', async () => {
    const placeId = await insertPlace(kit.db);
    await kit.call('POST', `/api/admin/places/${placeId}/verify`, kit.admin);
    await kit.call('PATCH', `/api/admin/places/${placeId}`, kit.admin, {
      status: 'hidden',
      reason: 'Closed for good',
    });
    const response = await kit.call('GET', '/api/admin/audit', kit.admin);
    const [latest, previous] = response.json<{
      entries: { action: string; targetId: number }[];
    }>().entries;
    expect([latest, previous]).toMatchObject([
      { action: 'place.update', targetId: placeId },
      { action: 'place.verify', targetId: placeId },
    ]);
  });

  // docs/product.md#activity-log
  it('names the actors, keeps the notes, and filters by admin and by kind', async () => {
    const placeId = await insertPlace(kit.db);
    await kit.call('POST', `/api/admin/places/${placeId}/verify`, kit.admin);
    await setAdmin(kit.memberId, true);
    const list = async (query: string) => {
      const response = await kit.call('GET', `/api/admin/audit${query}`, kit.admin);
      expect(response.statusCode).toBe(200);
      return response.json<{
        entries: { action: string; actor: { id: number; name: string }; note: string | null }[];
        actors: { id: number; name: string }[];
      }>();
    };
    const all = await list('');
    expect(all.actors).toContainEqual({ id: kit.adminId, name: 'Ada' });
    const hidden = all.entries.find((entry) => entry.action === 'place.update');
    expect(hidden).toMatchObject({ actor: { name: 'Ada' }, note: 'Closed for good' });

    const users = await list('?kind=user');
    expect(users.entries.length).toBeGreaterThan(0);
    expect(users.entries.every((entry) => entry.action.startsWith('user.'))).toBe(true);
    const places = await list(`?kind=place&actor=${kit.adminId}`);
    expect(places.entries.map((entry) => entry.action)).toContain('place.verify');
    expect(places.entries.every((entry) => entry.action.startsWith('place.'))).toBe(true);
    expect((await list(`?actor=${kit.memberId}`)).entries).toEqual([]);
    await setAdmin(kit.memberId, false);
  });

  it('keeps the audit entries of a deleted account, without who they were', async () => {
    const email = `zelda-quux-${engine}@example.com`;
    const zelda = await createVerifiedGoogleUser(email);
    const zeldaId = (await syncUser(kit.t.app, zelda, 'Zelda Quux')).userId;
    expect((await setAdmin(zeldaId, true)).statusCode).toBe(200);
    const placeId = await insertPlace(kit.db);
    expect((await kit.call('POST', `/api/admin/places/${placeId}/verify`, zelda)).statusCode).toBe(
      200,
    );
    const about = async () =>
      (await kit.db.select().from(auditLog)).filter(
        (row) => row.actorId === zeldaId || (row.targetType === 'user' && row.targetId === zeldaId),
      );
    const entries = await about();
    expect(entries).toHaveLength(2);

    const deleted = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/users/${zeldaId}`,
      headers: bearer(zelda),
      payload: { requestingUserId: zeldaId },
    });
    expect(deleted.statusCode).toBe(200);

    const kept = await kit.db.select().from(auditLog).orderBy(auditLog.id);
    const after = kept.filter((row) => entries.some((entry) => entry.id === row.id));
    expect(after).toMatchObject([
      {
        action: 'user.grant_admin',
        actorId: kit.adminId,
        before: { isAdmin: false },
        after: { isAdmin: true },
      },
      { action: 'place.verify', actorId: null, targetId: placeId },
    ]);
    const everything = JSON.stringify(kept).toLowerCase();
    expect(everything).not.toContain('zelda');
    expect(everything).not.toContain(email);
    const listed = await kit.call('GET', '/api/admin/audit', kit.admin);
    expect(listed.body.toLowerCase()).not.toContain('zelda');
  });
});
