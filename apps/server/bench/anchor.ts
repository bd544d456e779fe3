// `npm run bench:anchor`: Waggle's nearby API against what an engineer would build instead — the
// same places in PostGIS, nearest first by `geography <->` (docs/benchmarks.md#against-postgis).
// Latency interleaved position by position (PostGIS in the database, Waggle's database layer,
// Waggle over HTTP), then throughput: pgbench on the PostGIS query against bench:load's run,
// alternating. Prints Markdown; progress goes to stderr.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findNearest } from '../src/modules/places/nearest';
import { createPlacesRepository } from '../src/modules/places/repository';
import {
  runQueueWaitMs,
  tailOf,
  timeInterleaved,
  type Layer,
  type SlowAnswer,
  type Tail,
  type Timing,
} from './anchor-latency';
import { benchDatabase, prepareBenchDatabase } from './bench-database';
import {
  benchDefaults,
  log,
  machineSummary,
  parseEngines,
  parseSizes,
  parseWholeNumber,
} from './cli';
import { observeGc, type GcPause } from './gc-probe';
import { createHttpClient } from './http-client';
import { fireNearbyLoad, sampleServer } from './load-run';
import { percentiles, type Percentiles } from './measure';
import { runPgbench, writePgbenchScripts } from './pgbench';
import {
  parameterOrigin,
  postgisInstalled,
  postgisMissing,
  postgisNearbySql,
  preparePostgisCopy,
  storePositions,
} from './postgis';
import { startServer } from './server-process';
import {
  createRandom,
  filterCases,
  loadFilterShares,
  nearbyLimit,
  nearbyPath,
  nearbyRadiusKm,
  randomLoadPosition,
  randomPosition,
} from './workload';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    positions: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'postgres-url': { type: 'string' },
    'superuser-url': { type: 'string' },
    'skip-throughput': { type: 'boolean', default: false },
  },
});
const [size = 1_000_000] = parseSizes(values.size);
const positionCount = parseWholeNumber('positions', values.positions);
const duration = parseWholeNumber('duration', values.duration);
const warmup = parseWholeNumber('warmup', values.warmup, 0);
const connections = parseWholeNumber('connections', values.connections);
const { env, postgresUrl } = parseEngines('postgres', values['postgres-url']);
if (!postgresUrl) {
  log('bench:anchor needs PostgreSQL: pass --postgres-url postgres://… or set DATABASE_URL.');
  process.exit(2);
}
if (!(await postgisInstalled(postgresUrl))) {
  console.log(postgisMissing);
  process.exit(0);
}

const benchOptions = { env, postgresUrl, dataRoot: benchDefaults.dataRoot };
const database = benchDatabase('postgres', size, benchOptions);
await prepareBenchDatabase(database, false, log);
const copy = benchDatabase('postgres', size, { ...benchOptions, name: `postgis_${size}` });
await copy.create(false);
const sourceUrl = database.serverEnv.DATABASE_URL ?? '';
const copyUrl = copy.serverEnv.DATABASE_URL ?? '';
await preparePostgisCopy(sourceUrl, copyUrl, values['superuser-url'], log);

const loadAverage = () => (loadavg()[0] ?? 0).toFixed(1);
const ms = (value: number) => value.toFixed(1);
const triple = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** Unfiltered and with a category; positions alternately dense and sparse. */
const cases = filterCases.filter((filter) => !filter.filters.q);
const warmupPositions = 100;
const random = createRandom(23);
const positions = Array.from({ length: warmupPositions + positionCount }, (_, index) =>
  randomPosition(random, index % 2 === 0 ? 'dense' : 'sparse'),
);

/** Where the slowest HTTP answers' time went, as one item of a Markdown list. */
function describeTail(label: string, tail: Tail): string {
  const share = (count: number) => `${count} of ${tail.slowest.length}`;
  const sum = (pick: (answer: SlowAnswer) => number) =>
    ms(tail.slowest.reduce((total, answer) => total + pick(answer), 0));
  return `- ${label}: HTTP − database layer at the same position, median ${ms(tail.overheadAll)} ms over all answers, ${ms(tail.overheadSlowest)} ms over the slowest 1 %. Of those ${tail.slowest.length}: the database layer above its own p95 at ${share(tail.dbSlow)}, PostGIS above its p95 at ${share(tail.postgisSlow)}; their HTTP − database layer ${sum((answer) => answer.http - answer.db)} ms in all, of which the server's main thread waited for a CPU ${sum((answer) => answer.waited[0] ?? 0)} ms, this process's ${sum((answer) => answer.waited[1] ?? 0)} ms, garbage collection in the server ${sum((answer) => answer.gc)} ms, here ${sum((answer) => answer.clientGc)} ms. A collection in the server during ${(100 * tail.shareWithGc).toFixed(1)} % of all answers (their median ${ms(tail.medianWithGc)} ms).
  Slowest, ms (HTTP = database layer + rest; CPU waits server/here; GC server/here; PostGIS): ${tail.slowest
    .map(
      (answer) =>
        `${ms(answer.http)} = ${ms(answer.db)} + ${ms(answer.http - answer.db)}; ${answer.waited.map(ms).join('/')}; ${ms(answer.gc)}/${ms(answer.clientGc)}; ${ms(answer.postgis)}`,
    )
    .join(' · ')}`;
}

async function measureLatency(): Promise<string> {
  const temp = mkdtempSync(join(tmpdir(), 'waggle-anchor-'));
  const gcFile = join(temp, 'gc.json');
  const server = await startServer(
    { ...database.serverEnv, GC_PROBE_FILE: gcFile },
    { preload: 'apps/server/bench/gc-probe.ts' },
  );
  const http = createHttpClient(server.url);
  const postgis = new pg.Client({ connectionString: copyUrl });
  await postgis.connect();
  const waggle = await database.open();
  const repository = createPlacesRepository(waggle.db);
  const layers: Layer[] = [
    {
      label: 'PostGIS, database only',
      run: ({ lat, lng }, filter) =>
        postgis.query({
          name: `nearby_${cases.indexOf(filter)}`,
          text: postgisNearbySql(parameterOrigin, filter.filters),
          values: [lng, lat],
        }),
    },
    {
      label: 'Waggle, database layer',
      // What the service asks for a page of 50: one more, to know whether there is a next page.
      run: (position, filter) =>
        findNearest(repository, position, nearbyRadiusKm, filter.filters, nearbyLimit + 1),
    },
    {
      label: 'Waggle over HTTP',
      run: (position, filter) => http.get(nearbyPath(position, filter.filters)),
      // The server's and this process's main threads: time runnable but waiting for a CPU.
      counters: () => [runQueueWaitMs(server.pid), runQueueWaitMs('self')],
    },
  ];
  const clientPauses = observeGc();
  const loadBefore = loadAverage();
  let timings: Timing[][][];
  try {
    log(`Latency: ${positionCount} positions after ${warmupPositions} warm-up ones`);
    timings = await timeInterleaved(layers, cases, positions, warmupPositions);
  } finally {
    http.close();
    await postgis.end();
    await waggle.close();
    await server.stop();
  }
  // The collections from the first measured call to the last.
  const measured = timings.flat(2);
  const from = Math.min(...measured.map((call) => call.start));
  const to = Math.max(...measured.map((call) => call.start + call.ms));
  const during = (pauses: readonly GcPause[]) =>
    pauses.filter(([start]) => start >= from && start <= to);
  const pauses = during(JSON.parse(readFileSync(gcFile, 'utf8')) as GcPause[]);
  const client = during(clientPauses);
  rmSync(temp, { recursive: true, force: true });

  const rows: string[] = [];
  const tails: string[] = [];
  cases.forEach((filter, index) => {
    const [inPostgis = [], inDatabase = [], overHttp = []] = timings[index] ?? [];
    const [p, d, h] = [inPostgis, inDatabase, overHttp].map((calls) =>
      percentiles(calls.map((call) => call.ms)),
    ) as [Percentiles, Percentiles, Percentiles];
    rows.push(
      `| ${filter.label} | ${triple(p)} | ${triple(d)} | ${triple(h)} | ${times(h.p99 / p.p99)} | ${times(d.p50 / p.p50)} / ${times(d.p99 / p.p99)} |`,
    );
    const tail = tailOf(overHttp, inDatabase, inPostgis, { server: pauses, client });
    tails.push(describeTail(filter.label, tail));
  });
  const gcTotal = pauses.reduce((sum, [, pause]) => sum + pause, 0);
  const gcLongest = Math.max(0, ...pauses.map(([, pause]) => pause));
  return `Nearest ${nearbyLimit} within ${nearbyRadiusKm} km, ${positionCount.toLocaleString('en')} positions (half dense, half sparse) after ${warmupPositions} warm-up ones; for each position and filter the three layers back to back, each turn starting with the next; p50 / p95 / p99 in ms. Load average (1 min) ${loadBefore} → ${loadAverage()}.

| Filter | ${layers.map((layer) => layer.label).join(' | ')} | HTTP p99 ÷ PostGIS p99 (bar ≤ 0.8) | Database layer ÷ PostGIS p50 / p99 |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

The HTTP tail (garbage collections while measured, from a probe in the server's process: ${pauses.length} in all, ${ms(gcTotal)} ms, the longest ${ms(gcLongest)} ms; in this process ${client.length}):
${tails.join('\n')}`;
}

async function measureThroughput(): Promise<{ report: string; failed: boolean }> {
  const mixPositions = 10_000;
  const mixRandom = createRandom(29);
  await storePositions(
    copyUrl,
    Array.from({ length: mixPositions }, () => randomLoadPosition(mixRandom)),
  );
  const temp = mkdtempSync(join(tmpdir(), 'waggle-anchor-'));
  const scripts = writePgbenchScripts(temp, loadFilterShares(), mixPositions);
  const server = await startServer(database.serverEnv);
  const rows: string[] = [];
  let failed = false;
  try {
    log(`Throughput: warming up both for ${warmup} s`);
    if (warmup > 0) {
      await runPgbench(copyUrl, scripts, connections, warmup);
      await fireNearbyLoad(server, connections, warmup);
    }
    const sampler = sampleServer(server, 30_000);
    for (const round of [1, 2]) {
      log(`Throughput, round ${round}: pgbench, then bench:load, ${duration} s each`);
      const pgbench = await runPgbench(copyUrl, scripts, connections, duration);
      const pgbenchLoad = loadAverage();
      const load = await fireNearbyLoad(server, connections, duration);
      const loadErrors = load.errors + load.timeouts + load.non2xx;
      failed ||= pgbench.errors > 0 || loadErrors > 0;
      rows.push(
        `| ${round} | ${Math.round(pgbench.tps).toLocaleString('en')} | ${pgbench.errors} | ${pgbenchLoad} | ${Math.round(load.requests.average).toLocaleString('en')} | ${load.latency.p99} ms | ${loadErrors} | ${loadAverage()} | ${times(load.requests.average / pgbench.tps)} |`,
      );
    }
    const { rss } = await sampler.stop();
    return {
      report: `${connections} connections on each side, ${duration} s per run after ${warmup} s of warm-up each, alternating. pgbench: \`-n -M prepared -c ${connections} -j 2 -T ${duration}\`, one script per filter set of bench:load's mix weighted by its share, each on one of ${mixPositions.toLocaleString('en')} positions drawn as bench:load draws them (80 % in cities). bench:load: autocannon against the server (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, \`DATABASE_POOL_SIZE=${env.DATABASE_POOL_SIZE}\`).

| Round | pgbench tps | Errors | Load avg | bench:load req/s | p99 | Errors + timeouts + non-2xx | Load avg | bench:load ÷ pgbench (bar ≥ 1.3) |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Server RSS at the start, every 30 s and at the end (MB): ${rss.join(', ')} (${rss[0]} → ${rss.at(-1)}).`,
      failed,
    };
  } finally {
    await server.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}

const latency = await measureLatency();
const throughput = values['skip-throughput'] ? null : await measureThroughput();
console.log(`Against PostGIS: ${size.toLocaleString('en')} places on PostgreSQL.
${await machineSummary(postgresUrl)}

${latency}${throughput ? `\n\n${throughput.report}` : ''}`);
if (throughput?.failed) process.exitCode = 1;
