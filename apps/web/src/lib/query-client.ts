import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { sendRequest, throwIfNotOk } from './api-client';
import { getPlatform, type Platform } from './platform';

const minute = 60_000;

/**
 * spec §7 default read: a GET to the path in the query key's first element, expecting JSON.
 * With `on401: 'returnNull'` a 401 resolves to null instead of failing.
 */
export function getQueryFn<T>({
  on401,
}: {
  on401: 'returnNull' | 'throw';
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const [path] = queryKey;
    if (typeof path !== 'string')
      throw new Error('The first query key element must be an API path');
    const response = await sendRequest('GET', path);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

const exponentialDelay = (capMs: number) => (failureCount: number) =>
  Math.min(1000 * 2 ** failureCount, capMs);

// spec §9 Data cache and retry.
export function createQueryClient(platform: Platform = getPlatform()): QueryClient {
  const native = platform !== 'web';
  const android = platform === 'android';
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: (android ? 10 : 5) * minute,
        gcTime: (android ? 60 : 30) * minute,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: native ? 3 : false,
        retryDelay: exponentialDelay(5000),
      },
      mutations: {
        retry: native ? 2 : false,
        retryDelay: exponentialDelay(3000),
      },
    },
  });
}
