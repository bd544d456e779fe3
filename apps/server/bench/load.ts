// `npm run bench:load`: many clients at once against the real server on PostgreSQL
// (docs/benchmarks.md#quality-bars: ≥ 1,000 nearby requests/s at p99 ≤ 100 ms, no errors, flat memory).
// autocannon runs here; the server is a separate process. Prints a Markdown table row.
// `--mix`: signed-in users reading, saving favourites and writing reviews (docs/benchmarks.md#mixed-load).
import { parseArgs } from 'node:util';
import { benchDatabase, prepareBenchDatabase } from './bench-database';
import {
  benchDefaults,
  log,
  machineSummary,
  parseChoice,
  parseEngines,
  parseSizes,
  parseWholeNumber,
} from './cli';
import { startAuthEmulator } from '../../../scripts/auth-emulator';
import {
  collectPlaceIds,
  mixServerLimits,
  mixTable,
  runMix,
  signInMixUsers,
  totalErrors,
} from './mix';
import { fireNearbyLoad, sampleServer } from './load-run';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    'postgres-url': { type: 'string' },
    size: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    reseed: { type: 'boolean', default: false },
    mix: { type: 'boolean', default: false },
    'rate-limit-store': { type: 'string', default: 'memory' },
  },
});
const duration = parseWholeNumber('duration', values.duration);
const warmup = parseWholeNumber('warmup', values.warmup, 0);
const connections = parseWholeNumber('connections', values.connections);
// docs/benchmarks.md#shared-rate-limits: the counting costs the same whether or not a call is refused.
const rateLimitStore = parseChoice('rate-limit-store', values['rate-limit-store'], [
  'memory',
  'database',
] as const);
const [size = 1_000_000] = parseSizes(values.size);
const { env, postgresUrl, engines } = parseEngines('postgres', values['postgres-url']);
if (!engines.includes('postgres')) {
  log('bench:load runs against PostgreSQL only.');
  process.exit(2);
}

const database = benchDatabase('postgres', size, {
  env,
  postgresUrl,
  dataRoot: benchDefaults.dataRoot,
  // The mixed load writes favourites and reviews: not into the database the read load uses.
  ...(values.mix ? { name: `mix_${size}` } : {}),
});
await prepareBenchDatabase(database, values.reseed, log);

const loadRange = (load: readonly number[]) =>
  `${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`;

async function nearbyLoad(): Promise<boolean> {
  const server = await startServer({ ...database.serverEnv, RATE_LIMIT_STORE: rateLimitStore });
  try {
    log(`Warming up for ${warmup} s`);
    if (warmup > 0) await fireNearbyLoad(server, connections, warmup);
    const sampler = sampleServer(server, 30_000);
    log(`Loading for ${duration} s with ${connections} connections`);
    const result = await fireNearbyLoad(server, connections, duration);
    const { rss, load } = await sampler.stop();

    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(`Nearby requests (80 % in cities, half with filters), ${connections} connections, ${duration} s after ${warmup} s warm-up; server: NODE_ENV=production, LOG_LEVEL=warn, DATABASE_POOL_SIZE=${env.DATABASE_POOL_SIZE}, RATE_LIMIT_STORE=${rateLimitStore}.
${await machineSummary(postgresUrl)} Load average (1 min) during the run: ${loadRange(load)}.

| Places | Requests/s | Latency p50 | p97.5 | p99 | max | Requests | Errors + timeouts + non-2xx | Server RSS start → end (max) |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${size.toLocaleString('en')} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${result.latency.p99} ms | ${result.latency.max} ms | ${result.requests.total.toLocaleString('en')} | ${failures} | ${rss[0]} → ${rss.at(-1)} MB (${Math.max(...rss)}) |

Server RSS at the start, every 30 s, and at the end (MB): ${rss.join(', ')}.`);
    return failures === 0;
  } finally {
    await server.stop();
  }
}

/** The mean of the samples' last quarter over their first quarter's, less one. */
function growth(samples: readonly number[]): number {
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const mean = (part: readonly number[]) => part.reduce((a, b) => a + b, 0) / part.length;
  return mean(samples.slice(-quarter)) / mean(samples.slice(0, quarter)) - 1;
}

/** At most this growth of the server's RSS over the measured run (docs/benchmarks.md#mixed-load). */
const rssGrowthBar = 0.1;

async function mixedLoad(): Promise<boolean> {
  const emulator = await startAuthEmulator({ ports: 'free' });
  try {
    const limits = Object.entries(mixServerLimits).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]);
    const server = await startServer({
      ...database.serverEnv,
      // The server refuses the Auth emulator in production; nothing else reads NODE_ENV.
      NODE_ENV: 'development',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.hostAndPort,
      ...Object.fromEntries(limits),
      RATE_LIMIT_STORE: rateLimitStore,
    });
    try {
      log(`Signing in ${connections} users`);
      const users = await signInMixUsers(server.url, emulator.hostAndPort, connections);
      const run = {
        serverUrl: server.url,
        emulatorHost: emulator.hostAndPort,
        users,
        placeIds: await collectPlaceIds(server.url),
      };
      log(`Warming up for ${warmup} s`);
      const warm = warmup > 0 ? await runMix({ ...run, seconds: warmup, seed: 1 }) : null;
      const sampler = sampleServer(server, 10_000);
      log(`Loading for ${duration} s with ${connections} users`);
      const result = await runMix({ ...run, seconds: duration, seed: 2 });
      const { rss, load } = await sampler.stop();
      const failures = totalErrors(result) + (warm ? totalErrors(warm) : 0);
      const rssGrowth = growth(rss);
      const firstFailures = [...(warm?.failures ?? []), ...result.failures];
      console.log(`Mixed load: ${connections} signed-in users, one connection each, ${duration} s after ${warmup} s warm-up; server: NODE_ENV=development (the Auth emulator is refused in production), LOG_LEVEL=warn, DATABASE_POOL_SIZE=${env.DATABASE_POOL_SIZE}, write rate limit raised, RATE_LIMIT_STORE=${rateLimitStore}.
${await machineSummary(postgresUrl)} ${size.toLocaleString('en')} places. Load average (1 min) during the run: ${loadRange(load)}.

${mixTable(result)}

Server RSS at the start, every 10 s, and at the end (MB): ${rss.join(', ')}.
Growth over the run (the last quarter's mean against the first quarter's): ${(100 * rssGrowth).toFixed(1)} % (bar: < ${100 * rssGrowthBar} %).
Errors in the warm-up: ${warm ? totalErrors(warm) : 0}.${firstFailures.length > 0 ? `\nFirst failures:\n${firstFailures.join('\n')}` : ''}`);
      return failures === 0 && rssGrowth < rssGrowthBar;
    } finally {
      await server.stop();
    }
  } finally {
    emulator.stop();
  }
}

if (!(await (values.mix ? mixedLoad() : nearbyLoad()))) process.exitCode = 1;
