import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suggestionSchema, type SuggestionBody } from '@waggle/shared/suggestions';
import { requestJson } from '../../../lib/api-client';
import { mySuggestionsQueryOptions } from './get-my-suggestions';

/** POST /api/suggestions — a new place or changes to one; answered with the stored suggestion. */
export const createSuggestion = (body: SuggestionBody) =>
  requestJson('POST', '/api/suggestions', suggestionSchema, body);

/** Sends a suggestion; "My suggestions" then shows it. */
export function useCreateSuggestion(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    onSuccess: () => client.invalidateQueries(mySuggestionsQueryOptions(userId)),
  });
}
