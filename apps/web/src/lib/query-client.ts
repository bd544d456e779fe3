import { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parseBody, sendRequest, throwIfNotOk } from './api-client';
import { getPlatform, type Platform } from './platform';

const minute = 60_000;

/** A query function that needs only the query key (so it also serves as a plain fetcher). */
export type DefaultRead<T> = (context: { queryKey: readonly [string, ...unknown[]] }) => Promise<T>;

/**
 * docs/product.md#api-calls: a GET to the path in the query key's first element, its JSON answer read
 * with the endpoint's schema. With `on401: 'returnNull'` a 401 resolves to null instead of failing.
 */
export function defaultRead<S extends z.ZodType>(
  schema: S,
  options: { on401: 'returnNull' },
): DefaultRead<z.output<S> | null>;
export function defaultRead<S extends z.ZodType>(
  schema: S,
  options?: { on401: 'throw' },
): DefaultRead<z.output<S>>;
export function defaultRead<S extends z.ZodType>(
  schema: S,
  { on401 }: { on401: 'returnNull' | 'throw' } = { on401: 'throw' },
): DefaultRead<z.output<S> | null> {
  return async ({ queryKey: [path] }) => {
    const response = await sendRequest('GET', path);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return parseBody(path, response, schema);
  };
}

const exponentialDelay = (capMs: number) => (failureCount: number) =>
  Math.min(1000 * 2 ** failureCount, capMs);

// docs/product.md#data-cache-and-retries. Requests go out even when the browser says it is offline
// (networkMode 'always'): a failure then shows the screen's offline state at once, instead of a
// query paused behind a spinner until the connection returns.
export function createQueryClient(platform: Platform = getPlatform()): QueryClient {
  const native = platform !== 'web';
  const android = platform === 'android';
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: (android ? 10 : 5) * minute,
        gcTime: (android ? 60 : 30) * minute,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: native ? 3 : false,
        retryDelay: exponentialDelay(5000),
        networkMode: 'always',
      },
      mutations: {
        retry: native ? 2 : false,
        retryDelay: exponentialDelay(3000),
        networkMode: 'always',
      },
    },
  });
}
