import {
  adminIdParamsSchema,
  adminPlaceListSchema,
  adminPlacePatchSchema,
  adminPlaceSchema,
  adminSearchQuerySchema,
} from '../admin';
import { defineEndpoint } from './endpoint';
import {
  adminPlacePath,
  adminPlacesPath,
  adminReportsPath,
  adminSuggestionsPath,
  adminVerifyPlacePath,
} from './paths';
import { moderationPaths, placeReadPaths, reviewReadPaths } from './read-paths';

/** Places by name, hidden ones included. */
export const adminPlacesEndpoint = defineEndpoint({
  method: 'GET',
  path: adminPlacesPath,
  query: adminSearchQuerySchema,
  response: adminPlaceListSchema,
  access: 'admin',
});

/** Corrected fields, and/or hidden (with its reviews) or shown again. */
export const updateAdminPlaceEndpoint = defineEndpoint({
  method: 'PATCH',
  path: adminPlacePath,
  params: adminIdParamsSchema,
  body: adminPlacePatchSchema,
  response: adminPlaceSchema,
  access: 'admin',
  // Reports and suggestions show the place too.
  changes: [
    ...moderationPaths,
    adminPlacesPath,
    adminReportsPath,
    adminSuggestionsPath,
    ...placeReadPaths,
    ...reviewReadPaths,
  ],
});

/** An admin confirmed the place today. */
export const verifyPlaceEndpoint = defineEndpoint({
  method: 'POST',
  path: adminVerifyPlacePath,
  params: adminIdParamsSchema,
  response: adminPlaceSchema,
  access: 'admin',
  changes: [...moderationPaths, adminPlacesPath, ...placeReadPaths],
});
