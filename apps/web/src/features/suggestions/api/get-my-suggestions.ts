import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionListSchema } from '@waggle/shared/suggestions';
import { defaultRead } from '../../../lib/query-client';

/** GET /api/suggestions/mine — the signed-in user's suggestions with their status, newest first. */
const readMySuggestions = defaultRead(suggestionListSchema);

// The user id keeps one account's list from showing after another signs in.
export const mySuggestionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['/api/suggestions/mine', userId] as const,
    queryFn: readMySuggestions,
  });

export const useMySuggestions = (userId: number) => useQuery(mySuggestionsQueryOptions(userId));
