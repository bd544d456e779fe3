import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { matchesPath } from '@waggle/shared/api/build-path';
import type { ApiPath, ArgsTuple, Endpoint, PathArgs } from '@waggle/shared/api/endpoint';
import type { z } from 'zod';
import { endpointPath } from './api-endpoint';
import { defaultRead } from './query-client';

/**
 * A query key for one of the endpoint's resources: its concrete path with the query string, so
 * the default read can GET it, and the path matches the endpoint's pattern for invalidation.
 */
export const endpointKey = <E extends Endpoint>(
  endpoint: E,
  ...args: ArgsTuple<PathArgs<E>>
): readonly [string] => [endpointPath(endpoint, ...args)];

type Readable = Endpoint & { method: 'GET'; response: z.ZodType };

/** The default read of a GET endpoint's keys, with the endpoint's schema. */
export const endpointRead = <E extends Readable>(endpoint: E) =>
  defaultRead<E['response']>(endpoint.response);

/** A query of one of a GET endpoint's resources. */
export const endpointQueryOptions = <E extends Readable>(
  endpoint: E,
  ...args: ArgsTuple<PathArgs<E>>
) => queryOptions({ queryKey: endpointKey(endpoint, ...args), queryFn: endpointRead(endpoint) });

/**
 * The cached answers of the reads at these paths (any of their resources, with any query) go
 * stale, and those on screen are read again: after a write, its endpoint's `changes`.
 */
export function invalidateReads(client: QueryClient, paths: readonly ApiPath[]): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey: [key] }) =>
      typeof key === 'string' && paths.some((path) => matchesPath(path, key)),
  });
}
