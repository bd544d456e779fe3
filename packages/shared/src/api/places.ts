import {
  listPlacesQuerySchema,
  placeIdParamsSchema,
  placeListSchema,
  placePageSchema,
  placeSchema,
  placesBatchBodySchema,
  townListSchema,
  townsQuerySchema,
} from '../places';
import { defineEndpoint } from './endpoint';
import { placePath, placesBatchPath, placesPath, townsPath } from './paths';

/** Nearest first from lat/lng (within radiusKm), else newest first; a page at a time. */
export const listPlacesEndpoint = defineEndpoint({
  method: 'GET',
  path: placesPath,
  query: listPlacesQuerySchema,
  response: placePageSchema,
  access: 'anyone',
});

/**
 * The connectivity check (`HEAD /api/locations?limit=1`): the list's route answers HEAD too,
 * with its headers and no body.
 */
export const probePlacesEndpoint = defineEndpoint({
  method: 'HEAD',
  path: placesPath,
  query: listPlacesQuerySchema,
  access: 'anyone',
});

/** One active place. */
export const getPlaceEndpoint = defineEndpoint({
  method: 'GET',
  path: placePath,
  params: placeIdParamsSchema,
  response: placeSchema,
  access: 'anyone',
});

/** Many places by id in one call (the saved places); a read, though a POST. */
export const batchPlacesEndpoint = defineEndpoint({
  method: 'POST',
  path: placesBatchPath,
  body: placesBatchBodySchema,
  response: placeListSchema,
  access: 'anyone',
  read: true,
});

/** The towns and cities the places hold whose name starts with the typed text, most places first. */
export const townsEndpoint = defineEndpoint({
  method: 'GET',
  path: townsPath,
  query: townsQuerySchema,
  response: townListSchema,
  access: 'anyone',
});
