import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '@waggle/db/data-dir-lock';
import { placeCategorySchema } from '@waggle/shared/domain';
import { openDatabaseFromEnv } from '../database';
import { loadEnv } from '../env';
import { ImportFileError } from '../modules/places/import/geojson-features';
import { createImportService } from '../modules/places/import/import-service';

const usage =
  'Usage: npm run import -- <file.geojson> [--category <category>] [--name-field <property>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { category: { type: 'string' }, 'name-field': { type: 'string' } },
});
const [file] = positionals;
const category =
  values.category === undefined ? undefined : placeCategorySchema.safeParse(values.category);
if (!file || positionals.length > 1 || (category && !category.success)) {
  console.error(
    category && !category.success ? `Unknown category: ${values.category}\n${usage}` : usage,
  );
  process.exit(2);
}

let content: string;
try {
  content = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const database = await openDatabaseFromEnv(loadEnv());
  try {
    const service = createImportService(database.db);
    const summary = await service.importGeoJson(content, {
      category: category?.data,
      nameField: values['name-field'],
    });
    console.log(
      `Imported ${summary.imported} places (${summary.created} new, ${summary.updated} updated); ` +
        `merged ${summary.merged} repeated features; ` +
        `skipped ${summary.skipped} features that could not be placed.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ImportFileError || error instanceof DataDirLockedError) {
    console.error(`Nothing was imported. ${error.message}`);
    process.exit(1);
  }
  throw error;
}
