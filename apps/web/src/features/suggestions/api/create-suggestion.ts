import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSuggestionEndpoint } from '@waggle/shared/api/suggestions';
import type { SuggestionBody } from '@waggle/shared/suggestions';
import { callEndpoint } from '../../../lib/api-endpoint';
import { invalidateReads } from '../../../lib/query-endpoint';

/** A new place or changes to one; answered with the stored suggestion. */
const createSuggestion = (body: SuggestionBody) => callEndpoint(createSuggestionEndpoint, { body });

/**
 * Sends a suggestion; "My suggestions" then shows it (the lists are found by their path, whoever
 * they belong to).
 */
export function useCreateSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    onSuccess: () => invalidateReads(client, createSuggestionEndpoint.changes),
  });
}
