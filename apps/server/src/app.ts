import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@waggle/db/client';
import type { ReadReplicaHandle } from '@waggle/db/read-replica';
import type { Env } from './env';
import { createIdentityService, emulatorPort } from './identity';
import { createAdminOverviewService } from './modules/admin/overview-service';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerAnnouncementsRoutes } from './modules/announcements/routes';
import { createAnnouncementsService } from './modules/announcements/service';
import { registerAuthConfigRoutes } from './modules/auth/routes';
import { registerConfigRoutes } from './modules/config/routes';
import { registerFavoritesRoutes } from './modules/favorites/routes';
import { createFavoritesService } from './modules/favorites/service';
import { registerHealthRoutes } from './modules/health/routes';
import { createHealthService } from './modules/health/service';
import { registerImagesAdminRoutes } from './modules/images/admin-routes';
import { createUploadsCleanup, scheduleUploadsCleanup } from './modules/images/cleanup';
import { createConfiguredImageStore, imageStoreFromEnv } from './modules/images/configured-store';
import { createImageFiles } from './modules/images/image-files';
import { registerImagesRoutes } from './modules/images/routes';
import { createImagesService } from './modules/images/service';
import { createRateLimitsRepository } from './modules/rate-limits/repository';
import { createSharedCounts } from './modules/rate-limits/shared-counts';
import { registerPlacesAdminRoutes } from './modules/places/admin-routes';
import { registerPlacesRoutes } from './modules/places/routes';
import { createPlacesService } from './modules/places/service';
import { registerReportsAdminRoutes } from './modules/reports/admin-routes';
import { registerReportsRoutes } from './modules/reports/routes';
import { createReportsService } from './modules/reports/service';
import { registerReviewsAdminRoutes } from './modules/reviews/admin-routes';
import { registerReviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { registerSuggestionsAdminRoutes } from './modules/suggestions/admin-routes';
import { registerSuggestionsRoutes } from './modules/suggestions/routes';
import { createSuggestionsService } from './modules/suggestions/service';
import { createRequireActor, createRequireAdmin } from './modules/users/actor-service';
import { registerUsersAdminRoutes } from './modules/users/admin-routes';
import { registerContributionsRoutes } from './modules/users/contributions-routes';
import { createContributionsService } from './modules/users/contributions-service';
import { registerUsersRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { createAuthenticate } from './plugins/authentication';
import { registerCors } from './plugins/cors';
import {
  answerClientError,
  refuseCallsWhileClosing,
  registerErrorHandler,
  sendFrameworkError,
} from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/rate-limits';
import { echoRequestIds, requestIdOptions } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { inlineScriptHashes, registerWebApp } from './plugins/web-app';
import { useZodSchemas } from './plugins/zod-validation';
import { registerReads } from './replica/reads';
import { createRepositories, createTransaction } from './repositories';
import type { ServiceContext } from './service-context';
import { trackShutdown } from './shutdown';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The read replica (DATABASE_READ_URL), whose pool the caller opens and closes. */
  replica?: ReadReplicaHandle;
}

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count believes the entries of that many proxies
 * nearest the server, whatever their addresses (a plain number to Fastify believes none).
 */
function trustProxy(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * docs/product.md#rate-limits: counts in the database (by default on PostgreSQL, which several
 * processes share), or none: each process's memory. Sent for the last time as the app closes.
 */
function sharedRateCounts(app: FastifyInstance, env: Env, database: DatabaseHandle) {
  const store = env.RATE_LIMIT_STORE ?? (database.engine === 'postgres' ? 'database' : 'memory');
  if (store === 'memory') return undefined;
  const counts = createSharedCounts(createRateLimitsRepository(database.db), { log: app.log });
  app.addHook('onClose', () => counts.close());
  return counts;
}

/** Builds the HTTP app without listening: server.ts listens, tests call `app.inject()`. */
export async function buildApp({ env, database, replica }: AppOptions) {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(env.TRUST_PROXY),
    // docs/product.md#error-responses: the errors Fastify and Node answer themselves too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
    ...requestIdOptions,
  });
  echoRequestIds(app);
  trackShutdown(app);
  // The API speaks JSON only (docs/product.md#error-responses); other bodies get 415.
  app.removeContentTypeParser('text/plain');
  useZodSchemas(app);
  registerErrorHandler(app);
  // Before the rate limit and the shutdown's 503: a refused call still tells a native app why.
  await registerCors(app, env.CORS_ORIGINS);
  refuseCallsWhileClosing(app, { shedReads: env.SHUTDOWN_SHED_READS });
  registerSecurity(app, {
    authEmulatorPort: emulatorPort(env),
    inlineScriptHashes: inlineScriptHashes(env.WEB_DIST_DIR || undefined),
    mapTileUrl: env.MAP_TILE_URL,
    imageBaseUrl: imageStoreFromEnv(env).publicUrl(''),
  });
  await registerRateLimits(app, {
    readsPerMinute: env.RATE_LIMIT_READS_PER_MINUTE,
    writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
    sharedCounts: sharedRateCounts(app, env, database),
  });

  const identity = createIdentityService(env);
  app.addHook('onClose', () => identity.close());
  const authenticate = createAuthenticate(identity);
  const repositories = createRepositories(database.db);
  const transaction = createTransaction(database.db);
  const requireActor = createRequireActor(repositories.users);
  const imageStore = await createConfiguredImageStore(app, env);
  const imageFiles = createImageFiles(imageStore, database.db, app.log);
  scheduleUploadsCleanup(app, createUploadsCleanup(repositories.uploads, imageFiles));
  const reads = registerReads(app, {
    database,
    repositories,
    replica,
    maxLagSeconds: env.DATABASE_READ_MAX_LAG_SECONDS,
  });
  const context: ServiceContext = {
    repositories,
    reads,
    transaction,
    requireActor,
    requireAdmin: createRequireAdmin(requireActor),
    imageFiles,
  };

  registerHealthRoutes(
    app,
    createHealthService(database.db, database.engine, () => app.shutdown.draining),
  );
  const places = createPlacesService(context);
  registerPlacesRoutes(app, places);
  registerPlacesAdminRoutes(app, places, authenticate);
  const reviews = createReviewsService(context);
  registerReviewsRoutes(app, reviews, authenticate);
  registerReviewsAdminRoutes(app, reviews, authenticate);
  const suggestions = createSuggestionsService(context);
  registerSuggestionsRoutes(app, suggestions, authenticate);
  registerSuggestionsAdminRoutes(app, suggestions, authenticate);
  const reports = createReportsService(context);
  registerReportsRoutes(app, reports, authenticate);
  registerReportsAdminRoutes(app, reports, authenticate);
  const users = createUsersService(context, identity, env.ADMIN_EMAILS);
  registerUsersRoutes(app, users, authenticate);
  registerContributionsRoutes(app, createContributionsService(context), authenticate);
  registerUsersAdminRoutes(app, users, authenticate);
  registerFavoritesRoutes(app, createFavoritesService(context), authenticate);
  const overview = createAdminOverviewService(context, {
    pendingSuggestions: () => suggestions.countPending(),
    openReports: () => reports.countOpen(),
    hiddenReviews: () => reviews.countHidden(),
  });
  registerAdminRoutes(app, overview, authenticate);
  registerAnnouncementsRoutes(app, createAnnouncementsService(context), authenticate);
  const images = createImagesService(context, imageStore, {
    perDay: env.UPLOADS_PER_USER_PER_DAY,
    concurrency: env.UPLOAD_CONCURRENCY,
    waiting: env.UPLOAD_QUEUE_LENGTH,
  });
  await registerImagesRoutes(app, images, authenticate, env.UPLOAD_LIMIT_BYTES);
  registerImagesAdminRoutes(app, images, authenticate);
  registerAuthConfigRoutes(app, env);
  registerConfigRoutes(app, env);
  registerMetrics(
    app,
    { token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW },
    {
      pools: { primary: database.poolStats, replica: replica?.poolStats },
      photoQueue: images.queueLength,
      ...(replica && { replica: () => reads.status() }),
    },
  );

  await registerWebApp(app, env.WEB_DIST_DIR || undefined);
  return app;
}
