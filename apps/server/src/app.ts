import Fastify from 'fastify';
import type { DatabaseHandle } from '@waggle/db/client';
import type { Env } from './env';
import { createIdentityService, emulatorPort } from './identity';
import { registerAuthConfigRoutes } from './modules/auth/routes';
import { registerFavoritesRoutes } from './modules/favorites/routes';
import { createFavoritesService } from './modules/favorites/service';
import { registerHealthRoutes } from './modules/health/routes';
import { createHealthService } from './modules/health/service';
import { registerPlacesRoutes } from './modules/places/routes';
import { createPlacesService } from './modules/places/service';
import { registerReviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { createRequireActor } from './modules/users/actor';
import { registerUsersRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { createAuthenticate } from './plugins/authentication';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { useZodSchemas } from './plugins/zod-validation';
import { createRepositories, createTransaction } from './repositories';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
}

/** Builds the HTTP app without listening: server.ts listens, tests call `app.inject()`. */
export async function buildApp({ env, database }: AppOptions) {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
  });
  // The API speaks JSON only (DESIGN.md §4); other bodies get 415.
  app.removeContentTypeParser('text/plain');
  useZodSchemas(app);
  registerErrorHandler(app);
  await registerSecurity(app, {
    writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
    authEmulatorPort: emulatorPort(env),
  });

  const identity = createIdentityService(env);
  app.addHook('onClose', () => identity.close());
  const authenticate = createAuthenticate(identity);
  const repositories = createRepositories(database.db);
  const transaction = createTransaction(database.db);
  const requireActor = createRequireActor(repositories.users);

  registerHealthRoutes(app, createHealthService(database.db, database.engine));
  registerPlacesRoutes(app, createPlacesService(repositories.places));
  registerReviewsRoutes(app, createReviewsService(repositories.reviews, repositories.places));
  registerUsersRoutes(
    app,
    createUsersService(repositories.users, transaction, requireActor, identity, env.ADMIN_EMAILS),
    authenticate,
  );
  registerFavoritesRoutes(
    app,
    createFavoritesService(repositories.favorites, repositories.places, requireActor),
    authenticate,
  );
  registerAuthConfigRoutes(app, env);

  await registerWebApp(app, env.WEB_DIST_DIR || undefined);
  return app;
}
