// `npm run bench:nearby`: the nearby query's latency in the database and through HTTP, on both
// engines and several sizes (docs/benchmarks.md#quality-bars). Prints a Markdown table; progress goes to stderr.
import { parseArgs } from 'node:util';
import type { DatabaseEngine } from '@waggle/db/client';
import { findNearest } from '../src/modules/places/nearest';
import { createPlacesRepository } from '../src/modules/places/repository';
import { benchDatabase, prepareBenchDatabase, type BenchDatabase } from './bench-database';
import {
  benchDefaults,
  log,
  machineSummary,
  parseEngines,
  parseSizes,
  parseWholeNumber,
} from './cli';
import { createHttpClient } from './http-client';
import { timeCalls, type Percentiles } from './measure';
import { startServer } from './server-process';
import {
  areas,
  createRandom,
  filterCases,
  nearbyLimit,
  nearbyPath,
  nearbyRadiusKm,
  randomPosition,
  type Area,
  type FilterCase,
} from './workload';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string' },
    samples: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
    'data-dir': { type: 'string', default: benchDefaults.dataRoot },
    reseed: { type: 'boolean', default: false },
  },
});
const samples = parseWholeNumber('samples', values.samples);
const warmup = parseWholeNumber('warmup', values.warmup, 0);
const { env, postgresUrl, engines } = parseEngines(values.engines, values['postgres-url']);

interface Cell {
  area: Area;
  filter: FilterCase;
}
const cells: Cell[] = areas.flatMap((area) => filterCases.map((filter) => ({ area, filter })));
/** The same positions for every engine, size and layer, one sequence per cell. */
const positionsFor = (cell: Cell) => {
  const random = createRandom(areas.indexOf(cell.area) * 100 + filterCases.indexOf(cell.filter));
  return () => randomPosition(random, cell.area);
};

async function measureDatabase(database: BenchDatabase): Promise<Percentiles[]> {
  const handle = await database.open();
  try {
    const repository = createPlacesRepository(handle.db);
    const results = [];
    for (const cell of cells) {
      const next = positionsFor(cell);
      // What the service asks for a page of 50: one more, to know whether there is a next page.
      const query = () =>
        findNearest(repository, next(), nearbyRadiusKm, cell.filter.filters, nearbyLimit + 1);
      results.push(await timeCalls(warmup, samples, query));
    }
    return results;
  } finally {
    await handle.close();
  }
}

async function measureHttp(database: BenchDatabase): Promise<Percentiles[]> {
  const server = await startServer(database.serverEnv);
  const client = createHttpClient(server.url);
  try {
    const results = [];
    for (const cell of cells) {
      const next = positionsFor(cell);
      const request = () => client.get(nearbyPath(next(), cell.filter.filters));
      results.push(await timeCalls(warmup, samples, request));
    }
    return results;
  } finally {
    client.close();
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(1);
const triple = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
const rows: string[] = [];

for (const engine of engines satisfies DatabaseEngine[]) {
  for (const size of parseSizes(values.sizes)) {
    const database = benchDatabase(engine, size, {
      env,
      postgresUrl,
      dataRoot: values['data-dir'],
    });
    await prepareBenchDatabase(database, values.reseed, log);
    log(`${engine} ${size.toLocaleString('en')}: measuring the database`);
    const inDatabase = await measureDatabase(database);
    log(`${engine} ${size.toLocaleString('en')}: measuring through HTTP`);
    const overHttp = await measureHttp(database);
    cells.forEach((cell, index) => {
      const db = inDatabase[index];
      const http = overHttp[index];
      if (!db || !http) return;
      const row = `| ${engine} | ${size.toLocaleString('en')} | ${cell.area} | ${cell.filter.label} | ${triple(db)} | ${triple(http)} |`;
      log(row);
      rows.push(row);
    });
  }
}

console.log(`Nearest ${nearbyLimit} within ${nearbyRadiusKm} km, ${samples} random positions per row after ${warmup} warm-up queries; p50 / p95 / p99 in ms.
${await machineSummary(postgresUrl)}

| Engine | Places | Area | Filter | Database p50 / p95 / p99 | HTTP, one client p50 / p95 / p99 |
| --- | ---: | --- | --- | ---: | ---: |
${rows.join('\n')}`);
