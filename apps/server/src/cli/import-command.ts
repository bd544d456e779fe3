import { parseArgs } from 'node:util';
import { DataDirLockedError } from '@waggle/db/data-dir-lock';
import { placeCategorySchema } from '@waggle/shared/domain';
import { openDatabaseFromEnv } from '../database';
import type { Env } from '../env';
import { ImportFileError } from '../modules/places/import/geojson-features';
import { createImportService, type ImportSummary } from '../modules/places/import/import-service';
import type { CommandOutput } from './admin-command';

const usage =
  'Usage: npm run import -- <file.geojson> [--category <category>] [--name-field <property>] [--retire-missing]';

const count = (n: number) => n.toLocaleString('en');

/** One line for operators; bench:import reads the counts and the peak memory from it. */
const summaryLine = (summary: ImportSummary, seconds: number) =>
  `Imported ${count(summary.imported)} places (${count(summary.created)} new, ` +
  `${count(summary.updated)} updated, ${count(summary.restored)} shown again); ` +
  `merged ${count(summary.merged)} repeated features; ` +
  `skipped ${count(summary.skipped)} features that could not be placed ` +
  `and ${count(summary.notDogFriendly)} that say dog=no; ` +
  `retired ${count(summary.retired)} places; ` +
  `${count(summary.features)} features in ${seconds.toFixed(1)} s, ` +
  // maxRSS is in kilobytes.
  `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`;

/**
 * `npm run import -- <file.geojson> …`: imports a GeoJSON file's places. Resolves with the exit
 * code: 0 done, 1 nothing imported (a bad file, or the data directory is in use), 2 bad arguments.
 * `env` is read only once the arguments are good.
 */
export async function runImportCommand(
  args: string[],
  env: () => Env,
  output: CommandOutput,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      category: { type: 'string' },
      'name-field': { type: 'string' },
      'retire-missing': { type: 'boolean', default: false },
    },
  });
  const [file] = positionals;
  const category =
    values.category === undefined ? undefined : placeCategorySchema.safeParse(values.category);
  if (!file || positionals.length > 1 || (category && !category.success)) {
    output.error(
      category && !category.success ? `Unknown category: ${values.category}\n${usage}` : usage,
    );
    return 2;
  }

  try {
    const started = performance.now();
    // An import writes each page once: PostgreSQL's page cache buys little, and with PGlite it
    // lives in this process, whose peak memory should stay under 400 MB at a million features.
    const database = await openDatabaseFromEnv(env(), { lowMemory: true });
    try {
      const summary = await createImportService(database.db).importFile(file, {
        category: category?.data,
        nameField: values['name-field'],
        retireMissing: values['retire-missing'],
        lowMemory: database.engine === 'pglite',
      });
      output.log(summaryLine(summary, (performance.now() - started) / 1000));
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof DataDirLockedError) {
      output.error(`Nothing was imported. ${error.message}`);
      return 1;
    }
    throw error;
  }
}
