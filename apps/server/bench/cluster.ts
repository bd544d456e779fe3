// `npm run bench:cluster`: the deployment of deploy/ on this machine — a private PostgreSQL
// primary and streaming replica, s3rver, two Waggle processes and nginx in front — under the
// mixed load of `bench:load --mix`, through a crash, a rolling restart and a replica outage; then
// every acknowledged write is looked up on both nodes, the writes limit is tried across both
// processes, and throughput through nginx is set beside one process direct
// (docs/benchmarks.md#several-processes-behind-nginx). Needs `apt-get install nginx postgresql-15`.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../../../scripts/auth-emulator';
import { freePort } from '../../../scripts/free-port';
import { startS3Emulator } from '../src/test/s3-emulator';
import { benchDatabase, prepareBenchDatabase } from './bench-database';
import { benchDefaults, log, machineSummary, parseSizes, parseWholeNumber } from './cli';
import {
  metricsSource,
  sampleCounters,
  transactionsSource,
  type CounterSource,
} from './cluster-counters';
import { checkSharedLimit } from './cluster-limits';
import { startNginx, upstreamFailTimeoutSeconds } from './cluster-nginx';
import { runPhases, type Phase } from './cluster-phases';
import { prepareBenchPostgres, waitForReplica } from './cluster-postgres';
import { clusterReport, type ClusterFindings } from './cluster-report';
import { startServerSet } from './cluster-servers';
import { compareThroughput } from './cluster-throughput';
import { createWriteLedger } from './cluster-ledger';
import { collectPlaceIds, mixServerLimits, signInMixUsers } from './mix';
import { loadEnv } from '../src/env';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '180' },
    'replica-outage': { type: 'string', default: '30' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    'round-seconds': { type: 'string', default: '20' },
    'writes-limit': { type: 'string', default: '600' },
    'data-root': { type: 'string', default: benchDefaults.dataRoot },
    'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    nginx: { type: 'string', default: '/usr/sbin/nginx' },
    reseed: { type: 'boolean', default: false },
    'prepare-only': { type: 'boolean', default: false },
  },
});
const [size = 1_000_000] = parseSizes(values.size);
const duration = parseWholeNumber('duration', values.duration, 20);
const outageSeconds = parseWholeNumber('replica-outage', values['replica-outage']);
const connections = parseWholeNumber('connections', values.connections);
const rounds = parseWholeNumber('rounds', values.rounds);
const roundSeconds = parseWholeNumber('round-seconds', values['round-seconds']);
const writesLimit = parseWholeNumber('writes-limit', values['writes-limit'], 10);
const benchDir = join(values['data-root'], 'cluster');

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) {
    await Promise.resolve()
      .then(step)
      .catch((error: unknown) => log(`While cleaning up: ${(error as Error).message}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything this run started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<boolean> {
  const postgres = await prepareBenchPostgres(join(benchDir, 'postgres'), values['pg-bin'], log);
  cleanups.push(() => postgres.stop());
  const env = loadEnv();
  const database = benchDatabase('postgres', size, {
    env,
    postgresUrl: postgres.primary.url('postgres'),
    dataRoot: values['data-root'],
    name: `cluster_${size}`,
  });
  await prepareBenchDatabase(database, values.reseed, log);
  const databaseName = `waggle_bench_cluster_${size}`;
  log('Waiting for the replica to catch up');
  await waitForReplica(postgres, databaseName, 600_000);
  if (values['prepare-only']) {
    log(
      `Prepared: ${databaseName} on the primary (port ${postgres.primary.port}) and the replica (port ${postgres.replica.port})`,
    );
    return true;
  }

  const s3 = await startS3Emulator();
  cleanups.push(() => s3.stop());
  const emulator = await startAuthEmulator({ ports: 'free' });
  cleanups.push(() => emulator.stop());

  const metricsToken = randomUUID();
  const serverPorts = [await freePort(), await freePort()];
  const nginxPorts = [await freePort(), await freePort()];
  const serverEnv: Record<string, string> = {
    DATABASE_URL: postgres.primary.url(databaseName),
    DATABASE_READ_URL: postgres.replica.url(databaseName),
    RATE_LIMIT_STORE: 'database',
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_SECONDS: '3',
    SHUTDOWN_SHED_READS: 'true',
    SHUTDOWN_TIMEOUT_SECONDS: '20',
    METRICS_TOKEN: metricsToken,
    PUBLIC_BASE_URL: `http://127.0.0.1:${nginxPorts[0]}`,
    // The load signs in through the Auth emulator, which the server refuses in production;
    // nothing else reads NODE_ENV.
    NODE_ENV: 'development',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.hostAndPort,
    RATE_LIMIT_READS_PER_MINUTE: String(mixServerLimits.RATE_LIMIT_READS_PER_MINUTE),
    RATE_LIMIT_WRITES_PER_MINUTE: String(writesLimit),
    ...s3.env,
  };
  log(`Starting two Waggle processes on ports ${serverPorts.join(', ')}`);
  const servers = await startServerSet(serverEnv, serverPorts);
  cleanups.push(() => servers.stop());
  const [nginx, nginxWithoutKeepalive] = await Promise.all(
    nginxPorts.map((listenPort, index) =>
      startNginx(values.nginx, {
        upstreamPorts: serverPorts,
        listenPort,
        dir: join(benchDir, index === 0 ? 'nginx' : 'nginx-no-keepalive'),
        upstreamKeepalive: index === 0,
      }),
    ),
  );
  if (!nginx || !nginxWithoutKeepalive) throw new Error('nginx did not start');
  cleanups.push(
    () => nginx.stop(),
    () => nginxWithoutKeepalive.stop(),
  );

  const sources: CounterSource[] = [
    transactionsSource('primary', postgres.primary.url(databaseName), databaseName),
    transactionsSource('replica', postgres.replica.url(databaseName), databaseName),
    ...servers.urls.map((url, index) => metricsSource(`server ${index + 1}`, url, metricsToken)),
  ];
  const counters = sampleCounters(sources);
  cleanups.push(() => counters.stop());

  const ledger = createWriteLedger();
  const placeIds = await collectPlaceIds(nginx.url);
  log(`Signing in ${connections} users`);
  const users = await signInMixUsers(nginx.url, emulator.hostAndPort, connections);
  const replicaDown: Record<string, number> = {};
  const failTimeout = upstreamFailTimeoutSeconds();
  const phases: Phase[] = [
    { name: 'steady', act: () => Promise.resolve() },
    {
      name: '(a) SIGKILL one process, restart it',
      async act(note) {
        const started = performance.now();
        await servers.servers[0]?.kill();
        note('process 1 killed (SIGKILL)');
        await servers.restart(0);
        note(`process 1 started again and ready after ${seconds(started)}`);
      },
    },
    {
      name: '(b) rolling restart (SIGTERM)',
      async act(note) {
        for (const index of [0, 1]) {
          const started = performance.now();
          await servers.servers[index]?.stop();
          note(`process ${index + 1} exited ${seconds(started)} after SIGTERM`);
          await servers.restart(index);
          note(`process ${index + 1} ready again ${seconds(started)} after SIGTERM`);
          if (index === 0) {
            // nginx sends nothing to a process for fail_timeout after it failed, back or not:
            // stopping the other one meanwhile would leave no process to send to.
            await sleep(failTimeout * 1000 + 1000);
            note(`waited the site's fail_timeout (${failTimeout} s) and 1 s before the next`);
          }
        }
      },
    },
    {
      name: `(c) replica stopped for ${outageSeconds} s`,
      async act(note) {
        await postgres.replica.stop();
        note('replica stopped (pg_ctl stop -m fast)');
        const before = await counters.totals();
        await sleep(outageSeconds * 1000);
        const after = await counters.totals();
        for (const [key, value] of Object.entries(after))
          replicaDown[key] = value - (before[key] ?? 0);
        await postgres.replica.start();
        note('replica started again');
      },
    },
  ];
  const run = await runPhases({
    mix: {
      serverUrl: nginx.url,
      emulatorHost: emulator.hostAndPort,
      users,
      placeIds,
      seed: 3,
      onWrite: ledger.record,
    },
    phases,
    phaseSeconds: duration / phases.length,
    counters: () => counters.totals(),
    log,
  });

  log(`Rate limit: ${Math.ceil(writesLimit * 1.5)} writes of one user through nginx`);
  const limit = await checkSharedLimit(
    nginx.url,
    emulator.hostAndPort,
    placeIds[0] ?? 1,
    writesLimit,
  );

  const throughput = await compareThroughput({
    arms: [
      { name: 'nginx + 2 processes', url: nginx.url },
      { name: '1 process direct', url: servers.urls[0] ?? '' },
      { name: 'nginx + 2, no upstream keep-alive', url: nginxWithoutKeepalive.url },
    ],
    rounds,
    roundSeconds,
    users: connections,
    emulatorHost: emulator.hostAndPort,
    placeIds,
    onWrite: ledger.record,
    cpuParts: () => ({
      'Waggle processes': servers.servers.map((server) => server.pid),
      nginx: [nginx.pid, nginxWithoutKeepalive.pid],
      PostgreSQL: [postgres.primary.pid(), postgres.replica.pid()].filter((pid) => pid !== null),
    }),
    log,
  });

  log('Waiting for the replica to catch up, then looking up every acknowledged write');
  await waitForReplica(postgres, databaseName);
  const findings: ClusterFindings = {
    machine: await machineSummary(postgres.primary.url(databaseName)),
    size,
    connections,
    phases: run.phases,
    firstFailures: run.firstFailures,
    replicaDown,
    writes: ledger.counts(),
    primaryCheck: await ledger.check(postgres.primary.url(databaseName)),
    replicaCheck: await ledger.check(postgres.replica.url(databaseName)),
    limit,
    throughput,
  };
  const { text, passed } = clusterReport(findings);
  console.log(text);
  return passed;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

try {
  if (!(await main())) process.exitCode = 1;
} finally {
  await cleanUp();
}
