import { useQuery } from '@tanstack/react-query';
import { adminSuggestionsEndpoint } from '@waggle/shared/api/admin-suggestions';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** The pending suggestions, with the place as it is for an edit. */
export const useAdminSuggestions = () => useQuery(endpointQueryOptions(adminSuggestionsEndpoint));
