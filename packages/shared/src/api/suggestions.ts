import {
  possibleDuplicateListSchema,
  possibleDuplicatesQuerySchema,
  suggestionBodySchema,
  suggestionListSchema,
  suggestionSchema,
} from '../suggestions';
import { defineEndpoint } from './endpoint';
import {
  adminSuggestionsPath,
  adminSummaryPath,
  mySuggestionsPath,
  possibleDuplicatesPath,
  suggestionsPath,
} from './paths';

/** The caller's suggestions with their status, newest first. */
export const mySuggestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: mySuggestionsPath,
  response: suggestionListSchema,
  access: 'signed-in',
});

/** A new place or changes to one, for an admin to decide; answered with the stored suggestion. */
export const createSuggestionEndpoint = defineEndpoint({
  method: 'POST',
  path: suggestionsPath,
  body: suggestionBodySchema,
  response: suggestionSchema,
  status: 201,
  access: 'signed-in',
  changes: [mySuggestionsPath, adminSuggestionsPath, adminSummaryPath],
});

/** The places a new place with this name at this position may duplicate, nearest first. */
export const possibleDuplicatesEndpoint = defineEndpoint({
  method: 'GET',
  path: possibleDuplicatesPath,
  query: possibleDuplicatesQuerySchema,
  response: possibleDuplicateListSchema,
  access: 'signed-in',
});
