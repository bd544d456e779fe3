import Fastify from 'fastify';
import type { DatabaseHandle } from '@waggle/db/client';
import type { Env } from './env';
import { createIdentityService, emulatorPort } from './identity';
import { registerAuthConfigRoutes } from './modules/auth/routes';
import { createFavoritesRepository } from './modules/favorites/repository';
import { registerFavoritesRoutes } from './modules/favorites/routes';
import { createFavoritesService } from './modules/favorites/service';
import { registerHealthRoutes } from './modules/health/routes';
import { createHealthService } from './modules/health/service';
import { createPlacesRepository } from './modules/places/repository';
import { registerPlacesRoutes } from './modules/places/routes';
import { createPlacesService } from './modules/places/service';
import { createReviewsRepository } from './modules/reviews/repository';
import { registerReviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { createRequireActor } from './modules/users/actor';
import { createUsersRepository } from './modules/users/repository';
import { registerUsersRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { createAuthenticate } from './plugins/authentication';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { useZodSchemas } from './plugins/zod-validation';

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
  const usersRepository = createUsersRepository(database.db);
  const placesRepository = createPlacesRepository(database.db);
  const requireActor = createRequireActor(usersRepository);

  registerHealthRoutes(app, createHealthService(database.db, database.engine));
  registerPlacesRoutes(app, createPlacesService(placesRepository));
  registerReviewsRoutes(
    app,
    createReviewsService(createReviewsRepository(database.db), placesRepository),
  );
  registerUsersRoutes(
    app,
    createUsersService(usersRepository, requireActor, identity, env.ADMIN_EMAILS),
    authenticate,
  );
  registerFavoritesRoutes(
    app,
    createFavoritesService(createFavoritesRepository(database.db), placesRepository, requireActor),
    authenticate,
  );
  registerAuthConfigRoutes(app, env);

  await registerWebApp(app, env.WEB_DIST_DIR || undefined);
  return app;
}
