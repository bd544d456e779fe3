import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../scripts/free-port';
import { adminQuery, databaseUrl } from './postgres-admin';

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), or null when not installed. */
function findPostgresBin(): string | null {
  const hasPrograms = (dir: string) => ['initdb', 'pg_ctl'].every((p) => existsSync(join(dir, p)));
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = fromPgConfig.status === 0 ? [fromPgConfig.stdout.trim()] : [];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  return candidates.find(hasPrograms) ?? null;
}

const postgresBin = findPostgresBin();
/** initdb refuses root: as root (CI, containers) the cluster is the `postgres` user's. */
const asRoot = process.getuid?.() === 0;

/** Why a throwaway cluster cannot be made here, or null when it can. */
export const throwawayPostgresMissing: string | null = postgresBin
  ? null
  : 'PostgreSQL’s server programs (initdb, pg_ctl) are not installed: neither `pg_config --bindir` ' +
    'nor /usr/lib/postgresql/<version>/bin has them';

/** Runs one of PostgreSQL's programs, as the `postgres` user when this process is root. */
async function run(program: string, args: string[]): Promise<void> {
  const path = join(postgresBin ?? '', program);
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args];
  await promisify(execFile)(command, commandArgs);
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free port, which a test may stop
 * at once (`pg_ctl stop -m immediate`, as a crash would) without touching the machine's shared
 * server. Trust authentication on 127.0.0.1 only; one database, `waggle`, with the extensions
 * an administrator creates (docs/operations.md#deploying-with-postgresql).
 */
export async function startThrowawayPostgres() {
  if (!postgresBin) throw new Error(throwawayPostgresMissing ?? '');
  const folder = await mkdtemp(join(tmpdir(), 'waggle-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chown(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const log = join(folder, 'log');
  const start = () => run('pg_ctl', ['start', '-w', '-D', data, '-l', log, '-o', options]);
  const stopNow = () => run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]);
  await start();
  const superuser = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const url = databaseUrl(superuser, 'waggle');
  await adminQuery(superuser, 'create database waggle');
  await adminQuery(url, 'create extension cube; create extension earthdistance');
  return {
    url,
    /** `pg_ctl stop -m immediate`: every backend ends at once; the next start recovers from WAL. */
    stopImmediately: stopNow,
    start,
    async destroy() {
      await stopNow().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
