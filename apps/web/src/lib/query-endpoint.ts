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

/**
 * The default read of a GET endpoint whose descriptor `load` brings with the first call: for code
 * on the first paint, which imports the descriptor as a type only (its key by `patternPath`), so
 * that its schemas (and zod) load later.
 */
export const deferredEndpointRead =
  <E extends Readable>(load: () => Promise<E>) =>
  async (context: { queryKey: readonly [string] }): Promise<z.output<E['response']>> =>
    endpointRead(await load())(context);

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
