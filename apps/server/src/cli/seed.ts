import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabaseFromEnv } from '../database';
import { loadEnv } from '../env';
import { createBulkPlacesRepository } from '../modules/places/bulk-repository';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { parseSeedFile } from '../seed/seed-file';
import { insertSeedSet } from '../seed/seed-set';
import { seedSyntheticPlaces } from '../seed/synthetic-places';

const usage =
  'Usage: npm run seed -- [--places N] [--file set.json]\n' +
  '  --places N       N synthetic places for benchmarks\n' +
  '  --file set.json  places with their reviews and reviewers, from a JSON file';

const { values } = parseArgs({ options: { places: { type: 'string' }, file: { type: 'string' } } });
const total = values.places === undefined ? 0 : Number(values.places);
if (!Number.isInteger(total) || total < 0 || total > 20_000_000) {
  console.error(`--places must be a whole number from 0 to 20,000,000.\n${usage}`);
  process.exit(2);
}

function readSeedFile(path: string) {
  try {
    return parseSeedFile(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
    console.error(`Cannot seed from ${path}: ${reason}`);
    process.exit(1);
  }
}
const seedSet = values.file === undefined ? undefined : readSeedFile(values.file);

const env = loadEnv();
const database = await openDatabaseFromEnv(env);
try {
  const demo = env.SEED_DEMO ? await seedDemoIfEmpty(database.db) : 0;
  if (demo > 0) console.log(`Seeded ${demo} demo places.`);
  if (seedSet) {
    console.log(`Seeded ${await insertSeedSet(database.db, seedSet)} places from ${values.file}.`);
  }
  const started = Date.now();
  await seedSyntheticPlaces(database.db, total, (done) => {
    process.stdout.write(`\rInserted ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  });
  if (total > 0) console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const count = await createBulkPlacesRepository(database.db).count();
  console.log(`The database now holds ${count.toLocaleString('en')} places.`);
} finally {
  await database.close();
}
