import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSuggestionListSchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const adminSuggestionsPath = '/api/admin/suggestions';

/** GET /api/admin/suggestions — the pending suggestions, with the place as it is for an edit. */
const readSuggestions = defaultRead(adminSuggestionListSchema);

export const adminSuggestionsQueryOptions = () =>
  queryOptions({ queryKey: [adminSuggestionsPath] as const, queryFn: readSuggestions });

export const useAdminSuggestions = () => useQuery(adminSuggestionsQueryOptions());
