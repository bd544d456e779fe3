import { useQuery } from '@tanstack/react-query';
import { possibleDuplicatesEndpoint } from '@waggle/shared/api/suggestions';
import {
  possibleDuplicatesQuerySchema,
  type PossibleDuplicatesQuery,
} from '@waggle/shared/suggestions';
import { endpointQueryOptions } from '../../../lib/query-endpoint';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { PlaceFieldsDraft } from '../place-fields-draft';

/** How long the name and position stay put before the server is asked. */
const duplicatesDelayMs = 500;

/** The draft's name and position as the query asks for them, or null until both are set. */
function queryOf({ name, lat, lng }: PlaceFieldsDraft): PossibleDuplicatesQuery | null {
  if (lat.trim() === '' || lng.trim() === '') return null;
  return possibleDuplicatesQuerySchema.safeParse({ name, lat, lng }).data ?? null;
}

/**
 * docs/product.md#possible-duplicates: the places a new place with the draft's name and position
 * may duplicate, asked once the two have stayed the same for a moment.
 */
export function usePossibleDuplicates(draft: PlaceFieldsDraft) {
  const query = queryOf(draft);
  // A string, so that the same name and position settle whatever object holds them.
  const settled = useDebouncedValue(query && JSON.stringify(query), duplicatesDelayMs);
  const asked = settled === null ? null : (JSON.parse(settled) as PossibleDuplicatesQuery);
  return useQuery({
    ...endpointQueryOptions(possibleDuplicatesEndpoint, {
      query: asked ?? { name: '', lat: 0, lng: 0 },
    }),
    enabled: asked !== null && settled === (query && JSON.stringify(query)),
  });
}
