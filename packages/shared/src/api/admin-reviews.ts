import { adminIdParamsSchema, adminReviewListSchema, hideReviewBodySchema } from '../admin';
import { okSchema } from '../users';
import { defineEndpoint } from './endpoint';
import {
  adminHiddenReviewsPath,
  adminHideReviewPath,
  adminReportsPath,
  adminRestoreReviewPath,
} from './paths';
import { moderationPaths, placeReadPaths, reviewReadPaths } from './read-paths';

/** The reviews hidden from everyone, with their place's name. */
export const hiddenReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: adminHiddenReviewsPath,
  response: adminReviewListSchema,
  access: 'admin',
});

// A hidden review leaves its place's list and rating; a restored one comes back to both.
const visibilityChanges = [
  ...moderationPaths,
  adminHiddenReviewsPath,
  adminReportsPath,
  ...placeReadPaths,
  ...reviewReadPaths,
] as const;

/** Hides a review from everyone but its author, saying why. */
export const hideReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: adminHideReviewPath,
  params: adminIdParamsSchema,
  body: hideReviewBodySchema,
  response: okSchema,
  access: 'admin',
  changes: visibilityChanges,
});

/** A hidden review is shown again. */
export const restoreReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: adminRestoreReviewPath,
  params: adminIdParamsSchema,
  response: okSchema,
  access: 'admin',
  changes: visibilityChanges,
});
