import {
  adminIdParamsSchema,
  adminSuggestionListSchema,
  approveSuggestionBodySchema,
  rejectSuggestionBodySchema,
} from '../admin';
import { okSchema } from '../users';
import { defineEndpoint } from './endpoint';
import {
  adminApprovePath,
  adminPlacesPath,
  adminRejectPath,
  adminSuggestionsPath,
  mySuggestionsPath,
} from './paths';
import { moderationPaths, placeReadPaths } from './read-paths';

/** The pending suggestions, with the place as it is for an edit. */
export const adminSuggestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: adminSuggestionsPath,
  response: adminSuggestionListSchema,
  access: 'admin',
});

/** The proposal, or the admin's correction of it, goes live. */
export const approveSuggestionEndpoint = defineEndpoint({
  method: 'POST',
  path: adminApprovePath,
  params: adminIdParamsSchema,
  body: approveSuggestionBodySchema,
  response: okSchema,
  access: 'admin',
  changes: [
    ...moderationPaths,
    adminSuggestionsPath,
    adminPlacesPath,
    mySuggestionsPath,
    ...placeReadPaths,
  ],
});

/** With a note telling the author why. */
export const rejectSuggestionEndpoint = defineEndpoint({
  method: 'POST',
  path: adminRejectPath,
  params: adminIdParamsSchema,
  body: rejectSuggestionBodySchema,
  response: okSchema,
  access: 'admin',
  changes: [...moderationPaths, adminSuggestionsPath, mySuggestionsPath],
});
