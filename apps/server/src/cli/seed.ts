import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from '../database';
import { loadEnv } from '../env';
import { createPlacesRepository } from '../modules/places/repository';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { seedSyntheticPlaces } from '../seed/synthetic-places';

const usage = 'Usage: npm run seed -- [--places N]   (N synthetic places for benchmarks)';

const { values } = parseArgs({ options: { places: { type: 'string' } } });
const total = values.places === undefined ? 0 : Number(values.places);
if (!Number.isInteger(total) || total < 0 || total > 20_000_000) {
  console.error(`--places must be a whole number from 0 to 20,000,000.\n${usage}`);
  process.exit(2);
}

const database = await openDatabaseFromEnv(loadEnv());
try {
  const repository = createPlacesRepository(database.db);
  const demo = await seedDemoIfEmpty(database.db);
  if (demo > 0) console.log(`Seeded ${demo} demo places.`);
  const started = Date.now();
  await seedSyntheticPlaces(repository, total, (done) => {
    process.stdout.write(`\rInserted ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  });
  if (total > 0) console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`The database now holds ${(await repository.count()).toLocaleString('en')} places.`);
} finally {
  await database.close();
}
