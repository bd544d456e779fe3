import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MalformedResponseError } from './api-client';
import { createQueryClient, defaultRead } from './query-client';

const minute = 60_000;

describe('query client defaults (docs/product.md#data-cache-and-retries)', () => {
  it.each([
    ['web', 5, 30, false, false],
    ['ios', 5, 30, 3, 2],
    ['android', 10, 60, 3, 2],
  ] as const)(
    '%s: fresh %i min, kept %i min, retries %s / %s',
    (platform, fresh, kept, queryRetry, mutationRetry) => {
      const { queries, mutations } = createQueryClient(platform).getDefaultOptions();
      expect(queries?.staleTime).toBe(fresh * minute);
      expect(queries?.gcTime).toBe(kept * minute);
      expect(queries?.refetchOnWindowFocus).toBe(false);
      expect(queries?.refetchInterval).toBe(false);
      expect(queries?.retry).toBe(queryRetry);
      expect(mutations?.retry).toBe(mutationRetry);
      // Offline, a read fails into its offline state instead of waiting paused.
      expect([queries?.networkMode, mutations?.networkMode]).toEqual(['always', 'always']);
    },
  );

  it('backs off exponentially, capped at 5 s for queries and 3 s for mutations', () => {
    const { queries, mutations } = createQueryClient('ios').getDefaultOptions();
    const queryDelay = queries?.retryDelay;
    const mutationDelay = mutations?.retryDelay;
    if (typeof queryDelay !== 'function' || typeof mutationDelay !== 'function') {
      throw new Error('retryDelay should be a function');
    }
    const failure = new Error('offline');
    expect([0, 1, 2, 3].map((n) => queryDelay(n, failure))).toEqual([1000, 2000, 4000, 5000]);
    expect([0, 1, 2].map((n) => mutationDelay(n, failure))).toEqual([1000, 2000, 3000]);
  });
});

describe('default read (docs/product.md#api-calls)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => fetchMock.mockReset());

  const thing = z.object({ n: z.number() });
  const context = {
    queryKey: ['/api/things?limit=1', { ignored: true }] as const,
    signal: new AbortController().signal,
    meta: undefined,
    client: createQueryClient('web'),
  };
  const run = (on401: 'returnNull' | 'throw') =>
    on401 === 'returnNull' ? defaultRead(thing, { on401 })(context) : defaultRead(thing)(context);
  it('GETs the first query key element and parses JSON', async () => {
    fetchMock.mockResolvedValue(new Response('{"n":1}', { status: 200 }));
    await expect(run('throw')).resolves.toEqual({ n: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things?limit=1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('reads the answer with the endpoint schema: a wrong shape is a readable error', async () => {
    fetchMock.mockResolvedValue(new Response('{"n":"one"}', { status: 200 }));
    await expect(run('throw')).rejects.toBeInstanceOf(MalformedResponseError);
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(run('throw')).rejects.toThrow(
      'The answer to /api/things?limit=1 is not in the expected shape',
    );
  });

  it('returns null on 401 when asked to, and fails otherwise', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('nope', { status: 401 })));
    await expect(run('returnNull')).resolves.toBeNull();
    await expect(run('throw')).rejects.toThrow('401: nope');
  });
});
