import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseEngine } from '@waggle/db/client';
import { loadEnv, type Env } from '../src/env';

export const benchDefaults = {
  /** Where the PGlite benchmark data dirs live (1M places take ~1 GB). */
  dataRoot: join(tmpdir(), 'waggle-bench'),
};

/** Progress and notes go to stderr, so stdout holds only the report. */
export const log = (line: string) => console.error(line);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

export function parseWholeNumber(flag: string, text: string, least = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) {
    fail(`--${flag} must be a whole number of at least ${least}, not ${text}`);
  }
  return value;
}

export function parseChoice<T extends string>(
  flag: string,
  text: string,
  choices: readonly T[],
): T {
  const choice = choices.find((each) => each === text);
  return choice ?? fail(`--${flag} must be one of ${choices.join(', ')}, not ${text}`);
}

export function parseSizes(list: string): number[] {
  const sizes = list.split(',').map((item) => Number(item.trim().replace(/_/g, '')));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1 || size > 20_000_000)) {
    fail(`--sizes must be whole numbers from 1 to 20,000,000, e.g. 10000,100000,1000000`);
  }
  return sizes;
}

/**
 * The engines to run. PostgreSQL needs a URL (`--postgres-url`, else DATABASE_URL) whose role
 * may create databases; without one it is skipped with a note.
 */
export function parseEngines(
  list: string,
  postgresUrlFlag: string | undefined,
): { env: Env; postgresUrl: string | undefined; engines: DatabaseEngine[] } {
  const env = loadEnv();
  const postgresUrl = postgresUrlFlag ?? env.DATABASE_URL;
  const requested = list.split(',').map((item) => item.trim());
  const unknown = requested.filter((item) => item !== 'pglite' && item !== 'postgres');
  if (unknown.length > 0) fail(`--engines takes pglite and/or postgres, not ${unknown.join(', ')}`);
  const engines = requested.filter(
    (item): item is DatabaseEngine => item === 'pglite' || (item === 'postgres' && !!postgresUrl),
  );
  if (requested.includes('postgres') && !postgresUrl) {
    log('PostgreSQL skipped: pass --postgres-url postgres://… or set DATABASE_URL.');
  }
  return { env, postgresUrl, engines };
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

/** One line naming the machine and the software measured. */
export async function machineSummary(postgresUrl: string | undefined): Promise<string> {
  const cpu = cpus();
  const postgres = postgresUrl ? `, PostgreSQL ${await postgresVersion(postgresUrl)}` : '';
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}${postgres}, ${new Date().toISOString().slice(0, 10)}.`;
}
