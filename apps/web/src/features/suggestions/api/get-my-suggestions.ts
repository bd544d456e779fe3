import { queryOptions, useQuery } from '@tanstack/react-query';
import { mySuggestionsEndpoint } from '@waggle/shared/api/suggestions';
import { endpointKey, endpointRead } from '../../../lib/query-endpoint';

/** The signed-in user's suggestions with their status, newest first. */
const mySuggestionsQueryOptions = (userId: number) =>
  queryOptions({
    // The user id keeps one account's list from showing after another signs in.
    queryKey: [...endpointKey(mySuggestionsEndpoint), userId] as const,
    queryFn: endpointRead(mySuggestionsEndpoint),
  });

export const useMySuggestions = (userId: number) => useQuery(mySuggestionsQueryOptions(userId));
