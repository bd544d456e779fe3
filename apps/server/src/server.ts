import { buildApp } from './app';
import { openDatabaseFromEnv, openReadReplicaFromEnv } from './database';
import { loadEnv } from './env';
import { createPlacesRepository } from './modules/places/repository';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { shutDownOnSignals } from './shutdown';

const env = loadEnv();
const database = await openDatabaseFromEnv(env);
const seeded = env.SEED_DEMO ? await seedDemoIfEmpty(database.db) : 0;
// Fresh statistics for the planner: PGlite has no autovacuum to keep them (PostgreSQL does).
if (database.engine === 'pglite') await createPlacesRepository(database.db).analyze();

const replica = openReadReplicaFromEnv(env);
const app = await buildApp({ env, database, replica });
app.log.info({ engine: database.engine, seededDemoPlaces: seeded }, 'database ready');
app.addHook('onClose', () => database.close());
if (replica) app.addHook('onClose', () => replica.close());
shutDownOnSignals(app, {
  drainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
  timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
});

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  // On stderr as well as in the log: whoever started the server sees why it did not (a test
  // runner shows a server's stderr, not its log).
  console.error(`Waggle cannot listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`);
  app.log.error(error);
  await app.close();
  process.exit(1);
}
