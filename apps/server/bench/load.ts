// `npm run bench:load`: many clients at once against the real server on PostgreSQL
// (docs/benchmarks.md#quality-bars: ≥ 1,000 nearby requests/s at p99 ≤ 100 ms, no errors, flat memory).
// autocannon runs here; the server is a separate process. Prints a Markdown table row.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { benchDatabase, prepareBenchDatabase } from './bench-database';
import {
  benchDefaults,
  log,
  machineSummary,
  parseEngines,
  parseSizes,
  parseWholeNumber,
} from './cli';
import { startServer, type ServerProcess } from './server-process';
import { createRandom, randomLoadPath } from './workload';

const { values } = parseArgs({
  options: {
    'postgres-url': { type: 'string' },
    size: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    reseed: { type: 'boolean', default: false },
  },
});
const duration = parseWholeNumber('duration', values.duration);
const warmup = parseWholeNumber('warmup', values.warmup, 0);
const connections = parseWholeNumber('connections', values.connections);
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
});
await prepareBenchDatabase(database, values.reseed, log);

/** autocannon with the load mix: every request a fresh random position and filter set. */
function fire(server: ServerProcess, seconds: number) {
  const random = createRandom(42 + seconds);
  return autocannon({
    url: server.url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomLoadPath(random) }) }],
  });
}

const server = await startServer(database.serverEnv);
try {
  log(`Warming up for ${warmup} s`);
  if (warmup > 0) await fire(server, warmup);
  const rss = [await server.rssMb()];
  const sampler = setInterval(() => {
    server.rssMb().then(
      (mb) => rss.push(mb),
      () => undefined,
    );
  }, 30_000);
  log(`Loading for ${duration} s with ${connections} connections`);
  const result = await fire(server, duration);
  clearInterval(sampler);
  rss.push(await server.rssMb());

  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(`Nearby requests (80 % in cities, half with filters), ${connections} connections, ${duration} s after ${warmup} s warm-up; server: NODE_ENV=production, LOG_LEVEL=warn, DATABASE_POOL_SIZE=${env.DATABASE_POOL_SIZE}.
${await machineSummary(postgresUrl)}

| Places | Requests/s | Latency p50 | p97.5 | p99 | max | Requests | Errors + timeouts + non-2xx | Server RSS start → end (max) |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${size.toLocaleString('en')} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${result.latency.p99} ms | ${result.latency.max} ms | ${result.requests.total.toLocaleString('en')} | ${failures} | ${rss[0]} → ${rss.at(-1)} MB (${Math.max(...rss)}) |

Server RSS at the start, every 30 s, and at the end (MB): ${rss.join(', ')}.`);
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
