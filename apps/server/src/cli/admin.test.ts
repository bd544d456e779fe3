import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@waggle/db/client';
import { users } from '@waggle/db/schema';
import {
  createEmulatorUser,
  createVerifiedGoogleUser,
  type EmulatorUser,
} from '../test/auth-emulator-client';
import { runCli } from '../test/run-cli';
import { syncUser } from '../test/sync-user';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { changeAdminRights, runAdminCommand } from './admin-command';

describe('npm run admin', () => {
  it('runs as its own process, with the exit code and the line an operator reads', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waggle-admin-cli-'));
    try {
      const openDb = () => openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db') });
      const database = await openDb();
      await database.db.insert(users).values({
        firebaseUid: 'uid-vet',
        username: 'Vet',
        email: 'vet@example.org',
        emailVerified: true,
      });
      await database.close();
      const script = join(import.meta.dirname, 'admin.ts');
      expect(await runCli(script, ['grant', 'vet@example.org'], { dataDir })).toEqual({
        code: 0,
        output: 'vet@example.org is now an admin.\n',
      });
      const reopened = await openDb();
      const [row] = await reopened.db.select().from(users);
      await reopened.close();
      expect(row?.isAdmin).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('shows usage for bad arguments, before it reads any configuration', async () => {
    const lines: string[] = [];
    const output = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const env = () => {
      throw new Error('read the configuration');
    };
    expect(await runAdminCommand(['promote'], env, output)).toBe(2);
    expect(await runAdminCommand(['grant', 'not-an-email'], env, output)).toBe(2);
    expect(lines).toEqual([expect.stringContaining('Usage: npm run admin'), expect.anything()]);
  });
});

// The command's work, in this process on the test database (a new process costs seconds), on
// accounts a real sign-in made.
describe.each(testEngines)('npm run admin on accounts from a real sign-in [%s]', (engine) => {
  const listedEmail = `owner-${engine}@example.com`;
  const unverifiedEmail = `ops-${engine}@example.com`;
  const adminEmails = [listedEmail, unverifiedEmail];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_EMAILS: adminEmails });
  });
  afterAll(() => t.close());

  const signIn = async (user: EmulatorUser) => (await syncUser(t.app, user)).userId;
  const run = async (command: 'grant' | 'revoke', email: string) => {
    const lines: string[] = [];
    const output = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const code = await changeAdminRights(t.database.db, adminEmails, command, email, output);
    return { code, output: lines.join('\n') };
  };
  const isAdmin = async (id: number) =>
    (await t.database.db.query.users.findFirst({ where: eq(users.id, id) }))?.isAdmin;

  it('grants and revokes a verified address, whatever its case', async () => {
    const email = `vet-${engine}@example.com`;
    const id = await signIn(await createVerifiedGoogleUser(email));
    expect(await run('grant', email.toUpperCase())).toEqual({
      code: 0,
      output: `${email.toUpperCase()} is now an admin.`,
    });
    expect(await isAdmin(id)).toBe(true);
    expect(await run('revoke', email)).toEqual({
      code: 0,
      output: `${email} is no longer an admin.`,
    });
    expect(await isAdmin(id)).toBe(false);
  });

  // docs/product.md#roles-and-permissions: an email makes an admin only once a sign-in verified it.
  it('refuses to grant an address whose sign-in is not verified, and says why', async () => {
    // An email-and-password account: its token says email_verified: false.
    const id = await signIn(await createEmulatorUser('Ops', unverifiedEmail));
    expect(await run('grant', unverifiedEmail)).toEqual({
      code: 1,
      output: expect.stringContaining(`${unverifiedEmail} is not verified`) as string,
    });
    expect(await isAdmin(id)).toBe(false);
    // An admin from before the rule, listed but unverified: the list does not hold them.
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
    expect(await run('revoke', unverifiedEmail)).toMatchObject({ code: 0 });
    expect(await isAdmin(id)).toBe(false);
  });

  it('grants only the verified accounts that share an address', async () => {
    const email = `twins-${engine}@example.com`;
    const verified = await signIn(await createVerifiedGoogleUser(email));
    const [twin] = await t.database.db
      .insert(users)
      .values({ firebaseUid: `twin-${engine}`, username: 'Twin', email })
      .returning({ id: users.id });
    expect(await run('grant', email)).toMatchObject({ code: 0 });
    expect(await isAdmin(verified)).toBe(true);
    expect(await isAdmin(twin?.id ?? 0)).toBe(false);
  });

  it('refuses to revoke a verified address ADMIN_EMAILS lists: the list wins', async () => {
    const id = await signIn(await createVerifiedGoogleUser(listedEmail));
    expect(await isAdmin(id)).toBe(true);
    const refused = await run('revoke', listedEmail);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${listedEmail} is listed in ADMIN_EMAILS`);
    expect(await isAdmin(id)).toBe(true);
  });

  it('says when nobody has that email', async () => {
    expect(await run('grant', 'nobody@example.org')).toEqual({
      code: 1,
      output: expect.stringContaining('No user with the email nobody@example.org') as string,
    });
  });
});
