import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@waggle/db/client';
import { users } from '@waggle/db/schema';
import { loadEnv } from '../env';
import { runCli } from '../test/run-cli';
import { runAdminCommand } from './admin-command';

describe('npm run admin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waggle-admin-cli-'));
  const openDb = () => openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db') });
  /** The command in this process (a new process costs seconds): its exit code and what it said. */
  const adminWith = async (env: Record<string, string>, ...args: string[]) => {
    const lines: string[] = [];
    const output = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const source = { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, ...env };
    const code = await runAdminCommand(args, () => loadEnv(source), output);
    return { code, output: lines.join('\n') };
  };
  const admin = (...args: string[]) => adminWith({}, ...args);
  const isAdmin = async () => {
    const database = await openDb();
    const [row] = await database.db.select().from(users).where(eq(users.email, 'vet@example.org'));
    await database.close();
    return row?.isAdmin;
  };

  beforeAll(async () => {
    const database = await openDb();
    await database.db
      .insert(users)
      .values({ firebaseUid: 'uid-vet', username: 'Vet', email: 'vet@example.org' });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs as its own process, with the exit code and the line an operator reads', async () => {
    const script = join(import.meta.dirname, 'admin.ts');
    expect(await runCli(script, ['grant', 'vet@example.org'], { dataDir })).toEqual({
      code: 0,
      output: 'vet@example.org is now an admin.\n',
    });
    expect(await isAdmin()).toBe(true);
    expect(await admin('revoke', 'vet@example.org')).toMatchObject({ code: 0 });
  });

  it('grants and revokes admin by email', async () => {
    expect(await admin('grant', 'VET@example.org')).toMatchObject({ code: 0 });
    expect(await isAdmin()).toBe(true);
    expect(await admin('revoke', 'vet@example.org')).toEqual({
      code: 0,
      output: 'vet@example.org is no longer an admin.',
    });
    expect(await isAdmin()).toBe(false);
  });

  it('refuses to revoke an address listed in ADMIN_EMAILS: the list wins', async () => {
    expect(await admin('grant', 'vet@example.org')).toMatchObject({ code: 0 });
    const refused = await adminWith(
      { ADMIN_EMAILS: 'owner@example.org, Vet@Example.org' },
      'revoke',
      'vet@example.org',
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('vet@example.org is listed in ADMIN_EMAILS');
    expect(await isAdmin()).toBe(true);
    expect(await admin('revoke', 'vet@example.org')).toMatchObject({ code: 0 });
  });

  it('says when nobody has that email, and shows usage for bad arguments', async () => {
    expect(await admin('grant', 'nobody@example.org')).toEqual({
      code: 1,
      output: expect.stringContaining('No user with the email nobody@example.org') as string,
    });
    expect(await admin('promote')).toEqual({
      code: 2,
      output: expect.stringContaining('Usage: npm run admin') as string,
    });
  });
});
