// bench:cluster's own PostgreSQL: a primary and a streaming replica made from it with
// `pg_basebackup -R -X stream`, each in a data dir of its own under the bench dir and on a port
// of its own, kept between runs (seeding takes minutes). The steps follow
// deploy/postgresql/setup-replica.sh, without Debian's cluster wrappers.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port';
import { onPostgres } from './bench-database';

const run = promisify(execFile);

/** The roles of the bench cluster (it listens on 127.0.0.1 only). */
const appRole = { name: 'waggle_bench', password: 'waggle_bench' };
const replicator = { name: 'waggle_replicator', password: 'waggle_replicator' };

interface PostgresNode {
  port: number;
  dataDir: string;
  /** A URL of `database` on this node, as the app's role. */
  url(database: string): string;
  running(): Promise<boolean>;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended, the node shuts down cleanly. */
  stop(): Promise<void>;
  /** The postmaster's process id, while it runs. */
  pid(): number | null;
}

export interface BenchPostgres {
  primary: PostgresNode;
  replica: PostgresNode;
  /** Stops the nodes this run started. */
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asPostgres(command: string, args: readonly string[]) {
  const asRoot = process.getuid?.() === 0;
  return run(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : [...args],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

async function ownedByPostgres(dir: string, mode = 0o700) {
  mkdirSync(dir, { recursive: true, mode });
  if (process.getuid?.() !== 0) return;
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  chownSync(dir, uid ?? 0, gid ?? 0);
}

function node(pgBin: string, dataDir: string, port: number): PostgresNode {
  const pgCtl = join(pgBin, 'pg_ctl');
  const pid = () => {
    const file = join(dataDir, 'postmaster.pid');
    if (!existsSync(file)) return null;
    const first = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(first) && first > 0 ? first : null;
  };
  return {
    port,
    dataDir,
    url: (database) =>
      `postgres://${appRole.name}:${appRole.password}@127.0.0.1:${port}/${database}`,
    running: () =>
      asPostgres(pgCtl, ['status', '-D', dataDir]).then(
        () => true,
        () => false,
      ),
    async start() {
      await asPostgres(pgCtl, ['start', '-w', '-t', '300', '-D', dataDir, '-l', `${dataDir}.log`]);
    },
    async stop() {
      await asPostgres(pgCtl, ['stop', '-w', '-m', 'fast', '-D', dataDir]);
    },
    pid,
  };
}

/** Settings that make a data dir listen on `port` of 127.0.0.1 only, its socket in the dir. */
const listenOn = (dataDir: string, port: number) =>
  `\n# bench:cluster\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dataDir}'\n`;

function appendTo(file: string, text: string) {
  writeFileSync(file, readFileSync(file, 'utf8') + text);
}

async function psql(pgBin: string, primary: PostgresNode, database: string, sql: string) {
  await asPostgres(join(pgBin, 'psql'), [
    '-h',
    primary.dataDir,
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-d',
    database,
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    sql,
  ]);
}

async function createPrimary(pgBin: string, primary: PostgresNode) {
  await ownedByPostgres(primary.dataDir);
  await asPostgres(join(pgBin, 'initdb'), [
    '-D',
    primary.dataDir,
    '-U',
    'postgres',
    '--auth-local=peer',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  // initdb's pg_hba.conf already lets any role with REPLICATION in from 127.0.0.1 with a password.
  appendTo(join(primary.dataDir, 'postgresql.conf'), listenOn(primary.dataDir, primary.port));
  await primary.start();
  await psql(
    pgBin,
    primary,
    'postgres',
    `create role ${appRole.name} login createdb password '${appRole.password}';
     create role ${replicator.name} login replication password '${replicator.password}';`,
  );
  // cube and earthdistance are not trusted extensions: an administrator creates them once
  // (docs/operations.md#deploying-with-postgresql), here in the template of new databases.
  await psql(
    pgBin,
    primary,
    'template1',
    'create extension if not exists cube; create extension if not exists earthdistance;',
  );
}

async function createReplica(pgBin: string, primary: PostgresNode, replica: PostgresNode) {
  await ownedByPostgres(replica.dataDir);
  const basebackup = [
    join(pgBin, 'pg_basebackup'),
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', replicator.name],
    ...['-D', replica.dataDir, '-R', '-X', 'stream', '-c', 'fast'],
  ];
  await asPostgres('env', [`PGPASSWORD=${replicator.password}`, ...basebackup]);
  // The copied postgresql.conf names the primary's port and socket; the last setting wins.
  appendTo(join(replica.dataDir, 'postgresql.conf'), listenOn(replica.dataDir, replica.port));
}

/**
 * The primary and the replica under `dir`, created when missing (the replica from the primary
 * as it is then), started when not running.
 */
export async function prepareBenchPostgres(
  dir: string,
  pgBin: string,
  log: (line: string) => void,
): Promise<BenchPostgres> {
  // Owned by postgres, which writes each node's log beside its data dir.
  await ownedByPostgres(dir, 0o755);
  const portsFile = join(dir, 'ports.json');
  if (!existsSync(portsFile)) {
    rmSync(join(dir, 'primary'), { recursive: true, force: true });
    rmSync(join(dir, 'replica'), { recursive: true, force: true });
    writeFileSync(
      portsFile,
      JSON.stringify({ primary: await freePort(), replica: await freePort() }),
    );
  }
  const ports = JSON.parse(readFileSync(portsFile, 'utf8')) as { primary: number; replica: number };
  const primary = node(pgBin, join(dir, 'primary'), ports.primary);
  const replica = node(pgBin, join(dir, 'replica'), ports.replica);
  const started: PostgresNode[] = [];
  const startIfStopped = async (each: PostgresNode, name: string) => {
    if (await each.running()) {
      log(`PostgreSQL ${name} on port ${each.port}: already running, left running afterwards`);
      return;
    }
    await each.start();
    started.push(each);
  };

  if (existsSync(join(primary.dataDir, 'PG_VERSION'))) {
    await startIfStopped(primary, 'primary');
  } else {
    log(`PostgreSQL primary: initdb into ${primary.dataDir}, port ${primary.port}`);
    await createPrimary(pgBin, primary);
    started.push(primary);
  }
  if (!existsSync(join(replica.dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL replica: pg_basebackup into ${replica.dataDir}, port ${replica.port}`);
    await createReplica(pgBin, primary, replica);
  }
  await startIfStopped(replica, 'replica');
  return {
    primary,
    replica,
    async stop() {
      for (const each of started.reverse()) {
        if (await each.running()) await each.stop();
      }
    },
  };
}

/** Waits until the replica has replayed everything the primary had written when called. */
export async function waitForReplica(
  postgres: BenchPostgres,
  database: string,
  timeoutMs = 120_000,
) {
  const lsn = await onPostgres(postgres.primary.url(database), async (client) => {
    const result = await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return result.rows[0]?.lsn ?? '0/0';
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const caughtUp = await onPostgres(postgres.replica.url(database), async (client) => {
      const result = await client.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [lsn],
      );
      return result.rows[0]?.done === true;
    }).catch(() => false);
    if (caughtUp) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `The replica did not replay the primary's WAL up to ${lsn} within ${timeoutMs / 1000} s`,
  );
}
