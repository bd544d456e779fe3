import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { mapConfigEndpoint } from '@waggle/shared/api/config';
import { openStreetMapConfig, type MapConfig } from '@waggle/shared/map-config';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** The tile server and credit this deployment set (MAP_TILE_URL). */
const mapConfigQueryOptions = () =>
  queryOptions({
    ...endpointQueryOptions(mapConfigEndpoint),
    // A server setting: it changes with a restart, not while someone looks at a map.
    staleTime: Infinity,
  });

/** Asks for the map's settings now, while the map's own code is still on its way. */
export const usePrefetchMapConfig = () => usePrefetchQuery(mapConfigQueryOptions());

/**
 * The map's tiles and credit: the server's, or OpenStreetMap's when they cannot be read (offline,
 * without the service worker's copy), so tiles cached on the device still show. Null while asked.
 */
export function useMapConfig(): MapConfig | null {
  const { data, isError } = useQuery(mapConfigQueryOptions());
  return data ?? (isError ? openStreetMapConfig : null);
}
