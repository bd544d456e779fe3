import { removePhotoBodySchema } from '../admin';
import { okSchema } from '../users';
import { defineEndpoint } from './endpoint';
import {
  adminHiddenReviewsPath,
  adminPlacesPath,
  adminRemovePhotoPath,
  adminReportsPath,
  adminSuggestionsPath,
} from './paths';
import { moderationPaths, placeReadPaths, reviewReadPaths } from './read-paths';

/** Takes a photo down from wherever it is shown: a review, a place's cover, a suggestion. */
export const removePhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: adminRemovePhotoPath,
  body: removePhotoBodySchema,
  response: okSchema,
  access: 'admin',
  changes: [
    ...moderationPaths,
    adminSuggestionsPath,
    adminReportsPath,
    adminHiddenReviewsPath,
    adminPlacesPath,
    ...placeReadPaths,
    ...reviewReadPaths,
  ],
});
