import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '@waggle/db/client';
import { startAuthEmulator } from '../../../../scripts/auth-emulator';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** A migrated PostgreSQL database each test's database is copied from ('' without one). */
    postgresTemplate: string;
  }
}

/** A migrated PostgreSQL database beside DATABASE_URL's, to copy test databases from. */
async function createPostgresTemplate(baseUrl: string) {
  const name = `waggle_test_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const migrated = await openDatabase({ engine: 'postgres', url: databaseUrl(baseUrl, name) });
  await migrated.close();
  return {
    name,
    drop: () => dropDatabase((text) => adminQuery(baseUrl, text), name),
  };
}

/**
 * For the whole server test run: one real Firebase Auth emulator on free ports, and the migrated
 * databases every test file's own database is made from (each file still gets a fresh one; making
 * it from a migrated copy saves PGlite's initdb and the migrations, seconds a file).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  const folder = await mkdtemp(join(tmpdir(), 'waggle-test-template-'));
  const [emulator, dump, postgres] = await Promise.all([
    startAuthEmulator({ ports: 'free' }),
    dumpMigratedPglite(),
    baseUrl ? createPostgresTemplate(baseUrl) : null,
  ]);
  const pgliteTemplatePath = join(folder, 'pglite.tar');
  await writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('authEmulatorHost', emulator.hostAndPort);
  project.provide('pgliteTemplatePath', pgliteTemplatePath);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    emulator.stop();
    await postgres?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
