import { favoriteIdsSchema, favoriteParamsSchema } from '../favorites';
import { okSchema, userIdParamsSchema } from '../users';
import { defineEndpoint } from './endpoint';
import { favoritePath, favoritesPath } from './paths';

/** The user's saved place ids, most recently saved first. */
export const favoriteIdsEndpoint = defineEndpoint({
  method: 'GET',
  path: favoritesPath,
  params: userIdParamsSchema,
  response: favoriteIdsSchema,
  access: 'self',
});

export const addFavoriteEndpoint = defineEndpoint({
  method: 'PUT',
  path: favoritePath,
  params: favoriteParamsSchema,
  response: okSchema,
  access: 'self',
  changes: [favoritesPath],
});

export const removeFavoriteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: favoritePath,
  params: favoriteParamsSchema,
  response: okSchema,
  access: 'self',
  changes: [favoritesPath],
});
