// `npm run bench:import`: the importer's throughput and memory on a generated overpass-turbo
// export of N features (bars: ≥ 15,000 features/s on PGlite, ≥ 30,000 on PostgreSQL,
// peak RSS ≤ 400 MB at 1,000,000). Prints a Markdown table; progress goes to stderr.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseEngine } from '@waggle/db/client';
import { benchDatabase } from './bench-database';
import { log, machineSummary, parseChoice, parseEngines, parseWholeNumber } from './cli';
import { runImportCli } from './import-cli-run';
import { exportShapes, writeOverpassExport } from './import-export-file';

const { values } = parseArgs({
  options: {
    features: { type: 'string', default: '1000000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string' },
    shape: { type: 'string', default: 'clustered' },
  },
});
const shape = parseChoice('shape', values.shape, exportShapes);
const total = parseWholeNumber('features', values.features.replace(/_/g, ''));
const { env, postgresUrl, engines } = parseEngines(values.engines, values['postgres-url']);
const bars: Record<DatabaseEngine, number> = { pglite: 15_000, postgres: 30_000 };
const peakBarMb = 400;
const count = (n: number) => Math.round(n).toLocaleString('en');

const workDir = mkdtempSync(join(tmpdir(), 'waggle-bench-import-'));
const rows: string[] = [];
let failed = false;
try {
  const file = join(workDir, 'export.geojson');
  log(`writing a ${shape} overpass-turbo export of ${count(total)} features to ${file}`);
  const expected = await writeOverpassExport(file, total, shape);
  const megabytes = statSync(file).size / 2 ** 20;
  log(`${count(megabytes)} MB; ${count(expected.places)} places expected`);

  // Into a database created and migrated as the server would before the import runs, and with
  // PGlite also into an empty data directory, where the import creates the database itself.
  const targets = engines.flatMap((engine): { engine: DatabaseEngine; into: string }[] =>
    engine === 'pglite'
      ? [
          { engine, into: 'existing' },
          { engine, into: 'empty DATA_DIR' },
        ]
      : [{ engine, into: 'existing' }],
  );
  for (const { engine, into } of targets) {
    const database = benchDatabase(engine, total, {
      env,
      postgresUrl,
      dataRoot: workDir,
      name: 'import',
    });
    await database.create(true);
    if (into === 'existing') await (await database.open()).close();
    log(`${engine} (${into}): importing`);
    const run = await runImportCli(file, database.serverEnv);
    log(`${engine} (${into}): ${run.summary}`);
    const exact =
      run.imported === expected.places &&
      run.merged === expected.twins &&
      run.notDogFriendly === expected.notDogFriendly;
    if (!exact) {
      log(
        `${engine}: expected ${count(expected.places)} places, ${count(expected.twins)} merged and ${count(expected.notDogFriendly)} dog=no`,
      );
      failed = true;
    }
    const perSecond = total / run.seconds;
    const meets = perSecond >= bars[engine] && run.peakRssMb <= peakBarMb;
    rows.push(
      `| ${engine} | ${into} | ${count(total)} | ${count(megabytes)} MB | ${run.seconds.toFixed(1)} s | ${count(perSecond)} | ${run.peakRssMb} MB | ≥ ${count(bars[engine])}/s, ≤ ${peakBarMb} MB: ${meets ? 'met' : 'not met'} |`,
    );
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

console.log(`Import of a generated overpass-turbo export (${shape}) with \`npm run import\` (its own process, start-up included), into a fresh database.
${await machineSummary(postgresUrl)}

| Engine | Into | Features | File | Time | Features/s | Peak RSS (importer) | Bar |
| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}`);
if (failed) process.exit(1);
