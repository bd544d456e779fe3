import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@waggle/db/schema';
import type { AdminUser } from '@waggle/shared/admin';
import {
  bearer,
  createEmulatorUser,
  createVerifiedGoogleUser,
  type EmulatorUser,
} from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, insertPlace, type AdminTestKit } from '../../test/admin-test-kit';

describe.each(testEngines)('admin users and audit log [%s]', (engine) => {
  const listedEmail = `listed-${engine}@waggle.example`;
  let kit: AdminTestKit;
  let listedId: number;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine, [listedEmail]);
    listedId = (await syncUser(kit.t.app, await createVerifiedGoogleUser(listedEmail), 'Lia'))
      .userId;
  });
  afterAll(() => kit.close());

  const search = async (query: string) =>
    (await kit.call('GET', `/api/admin/users${query}`, kit.admin)).json<{ users: AdminUser[] }>()
      .users;
  const setAdmin = (id: number, isAdmin: boolean) =>
    kit.call('PATCH', `/api/admin/users/${id}`, kit.admin, { isAdmin });
  const summaryAs = (who: EmulatorUser) => kit.call('GET', '/api/admin/summary', who);

  it('finds people by name or email, newest first, saying who ADMIN_EMAILS makes admins', async () => {
    expect(await search('?q=lia')).toMatchObject([
      { id: listedId, name: 'Lia', email: listedEmail, isAdmin: true, adminByConfig: true },
    ]);
    expect(await search(`?q=${encodeURIComponent(kit.member.email)}`)).toMatchObject([
      { id: kit.memberId, name: 'Max', isAdmin: false, adminByConfig: false },
    ]);
    expect((await search('')).map((user) => user.id)).toEqual([
      listedId,
      kit.memberId,
      kit.adminId,
    ]);
  });

  it('grants and revokes admin rights, each in the audit log', async () => {
    // Someone else signed in with the member's address: granting the member leaves them out.
    const [twin] = await kit.db
      .insert(users)
      .values({ firebaseUid: `twin-${engine}`, username: 'Twin', email: kit.member.email })
      .returning({ id: users.id });
    const granted = await setAdmin(kit.memberId, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<AdminUser>()).toMatchObject({ id: kit.memberId, isAdmin: true });
    expect((await summaryAs(kit.member)).statusCode).toBe(200);
    const twinRow = await kit.db.query.users.findFirst({ where: eq(users.id, twin?.id ?? 0) });
    expect(twinRow?.isAdmin).toBe(false);
    await kit.db.delete(users).where(eq(users.id, twin?.id ?? 0));

    expect((await setAdmin(kit.memberId, false)).json<AdminUser>().isAdmin).toBe(false);
    expect((await summaryAs(kit.member)).statusCode).toBe(403);
    const snapshot = (isAdmin: boolean) => ({ name: 'Max', email: kit.member.email, isAdmin });
    expect(await kit.auditOf('user', kit.memberId)).toMatchObject([
      { action: 'user.grant_admin', before: snapshot(false), after: snapshot(true) },
      { action: 'user.revoke_admin', before: snapshot(true), after: snapshot(false) },
    ]);
    expect((await setAdmin(999_999, true)).statusCode).toBe(404);
  });

  it('cannot revoke an ADMIN_EMAILS address (the list wins) nor the admin’s own rights', async () => {
    const listed = await setAdmin(listedId, false);
    expect(listed.statusCode).toBe(409);
    expect(listed.json<{ message: string }>().message).toContain('ADMIN_EMAILS');
    const self = await setAdmin(kit.adminId, false);
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toContain('your own admin rights');
    const rows = await kit.db.select().from(users).where(eq(users.isAdmin, true));
    expect(rows.map((row) => row.id).sort()).toEqual([kit.adminId, listedId].sort());
  });

  it('lists the audit log newest first', async () => {
    const placeId = await insertPlace(kit.db);
    await kit.call('POST', `/api/admin/places/${placeId}/verify`, kit.admin);
    await kit.call('PATCH', `/api/admin/places/${placeId}`, kit.admin, { status: 'hidden' });
    const response = await kit.call('GET', '/api/admin/audit', kit.admin);
    const [latest, previous] = response.json<{
      entries: { action: string; targetId: number }[];
    }>().entries;
    expect([latest, previous]).toMatchObject([
      { action: 'place.update', targetId: placeId },
      { action: 'place.verify', targetId: placeId },
    ]);
  });

  it('keeps the audit entries of a deleted account, without who they were', async () => {
    const email = `zelda-quux-${engine}@example.com`;
    const zelda = await createEmulatorUser('Zelda Quux', email);
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
