import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@waggle/db/schema';
import type { AdminUser } from '@waggle/shared/admin';
import {
  createEmulatorUser,
  createVerifiedGoogleUser,
  type EmulatorUser,
} from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, type AdminTestKit } from '../../test/admin-test-kit';

describe.each(testEngines)('admin users [%s]', (engine) => {
  const listedEmail = `listed-${engine}@waggle.example`;
  const unverifiedEmail = `ops-${engine}@waggle.example`;
  let kit: AdminTestKit;
  let listedId: number;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine, [listedEmail, unverifiedEmail]);
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

  // docs/product.md#roles-and-permissions: a listed address makes an admin once a sign-in verified it.
  it('treats a listed address no sign-in verified as anyone’s: not listed, no rights', async () => {
    // An email-and-password account: its token says email_verified: false.
    const { userId } = await syncUser(
      kit.t.app,
      await createEmulatorUser('Ops', unverifiedEmail),
      'Ops',
    );
    const row = () => kit.db.query.users.findFirst({ where: eq(users.id, userId) });
    expect(await row()).toMatchObject({ isAdmin: false, emailVerified: false });
    expect(await search(`?q=${encodeURIComponent(unverifiedEmail)}`)).toMatchObject([
      { id: userId, isAdmin: false, adminByConfig: false },
    ]);
    const granted = await setAdmin(userId, true);
    expect(granted.statusCode).toBe(409);
    expect(granted.json<{ message: string }>().message).toContain(
      `${unverifiedEmail} is not verified`,
    );
    // An admin from before the rule: its rights can be taken back, the list does not hold them.
    await kit.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
    const revoked = await setAdmin(userId, false);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<AdminUser>()).toMatchObject({ isAdmin: false, adminByConfig: false });
  });
});
