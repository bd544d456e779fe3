import { placeIdParamsSchema } from '../places';
import {
  deletedReviewSchema,
  listReviewsQuerySchema,
  ownReviewSchema,
  reviewBodySchema,
  reviewIdParamsSchema,
  reviewPageSchema,
  photoBytesSchema,
  reviewPhotoQuerySchema,
  savedReviewSchema,
} from '../reviews';
import { defineEndpoint } from './endpoint';
import { ownReviewPath, placeReviewsPath, reviewPath, reviewPhotoPath } from './paths';
import { placeReadPaths, reviewReadPaths } from './read-paths';

/** A place's visible reviews, newest first, a page at a time. */
export const listReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: placeReviewsPath,
  params: placeIdParamsSchema,
  query: listReviewsQuerySchema,
  response: reviewPageSchema,
  access: 'anyone',
});

/** The caller's review of the place, hidden or not. */
export const getOwnReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: ownReviewPath,
  params: placeIdParamsSchema,
  response: ownReviewSchema,
  access: 'signed-in',
});

// A review moves its place's rating, which the place and the lists of places show.
const reviewChanges = [...reviewReadPaths, ...placeReadPaths] as const;

/** Writes the caller's review of the place (201), or replaces it (200). */
export const saveReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: placeReviewsPath,
  params: placeIdParamsSchema,
  body: reviewBodySchema,
  response: savedReviewSchema,
  status: [201, 200],
  access: 'signed-in',
  changes: reviewChanges,
});

/** Answers with the place's new rating. */
export const deleteReviewEndpoint = defineEndpoint({
  method: 'DELETE',
  path: reviewPath,
  params: reviewIdParamsSchema,
  response: deletedReviewSchema,
  access: 'author-or-admin',
  changes: reviewChanges,
});

/**
 * A photo of a hidden review, which the public URLs no longer serve (docs/product.md#moderation):
 * its bytes, to its author and to admins; 404 for anyone else, signed out included. Open to
 * `anyone` so that a missing sign-in is a 404 too (a 401 would tell the photo exists).
 */
export const reviewPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: reviewPhotoPath,
  params: reviewIdParamsSchema,
  query: reviewPhotoQuerySchema,
  response: photoBytesSchema,
  access: 'anyone',
});
