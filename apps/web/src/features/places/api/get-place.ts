import { useQuery } from '@tanstack/react-query';
import { getPlaceEndpoint } from '@waggle/shared/api/places';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** One active place. */
export const placeQueryOptions = (id: number) =>
  endpointQueryOptions(getPlaceEndpoint, { params: { id } });

export const usePlace = (id: number) => useQuery(placeQueryOptions(id));
