import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { simulatePlatform } from '../../test/platform';
import { useConnectivity } from './connectivity-context';
import { ConnectivityProvider } from './connectivity-provider';
import { probePath } from './api/probe';

const network = vi.hoisted(() => ({
  status: { connected: false, connectionType: 'none' },
  listeners: [] as ((status: { connected: boolean; connectionType: string }) => void)[],
}));
vi.mock('@capacitor/network', () => ({
  Network: {
    getStatus: () => Promise.resolve(network.status),
    addListener: (_event: string, listener: (typeof network.listeners)[number]) => {
      network.listeners.push(listener);
      return Promise.resolve({ remove: () => Promise.resolve() });
    },
  },
}));

function wrapperWith(client: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <ConnectivityProvider>{children}</ConnectivityProvider>
      </QueryClientProvider>
    );
  };
}

const renderProvider = () =>
  renderHook(() => useConnectivity(), { wrapper: wrapperWith(createQueryClient('web')) }).result;

/** A server that answers the probe with `ok` (or not at all), recording each call. */
function serverAnswers(ok: boolean | 'unreachable') {
  const fetchMock = vi.fn<typeof fetch>(() =>
    ok === 'unreachable'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status: ok ? 200 : 503 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  network.listeners = [];
});

describe('connectivity on the web (docs/product.md#connectivity-and-offline HEAD probe)', () => {
  it('probes once at start-up: a HEAD, never from a cache, an ok status meaning online', async () => {
    const fetchMock = serverAnswers(true);
    const connectivity = renderProvider();
    expect(connectivity.current.online).toBeNull();
    await waitFor(() => expect(connectivity.current.online).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/locations?limit=1');
    expect(probePath).toBe('/api/locations?limit=1');
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['an error status', false],
    ['no answer', 'unreachable'],
  ] as const)('is offline when the probe gets %s', async (_case, answer) => {
    serverAnswers(answer);
    const connectivity = renderProvider();
    await waitFor(() => expect(connectivity.current.online).toBe(false));
  });

  it("follows the browser's offline event, and checks again when it is back online", async () => {
    const fetchMock = serverAnswers(true);
    const connectivity = renderProvider();
    await waitFor(() => expect(connectivity.current.online).toBe(true));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(connectivity.current.online).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(connectivity.current.online).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('"Try Again" checks again, busy meanwhile; the connection back ends cached browsing', async () => {
    const fetchMock = serverAnswers('unreachable');
    const connectivity = renderProvider();
    await waitFor(() => expect(connectivity.current.online).toBe(false));
    act(() => connectivity.current.browseCached());
    expect(connectivity.current.browsingCached).toBe(true);

    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 200 })));
    act(() => connectivity.current.retry());
    expect(connectivity.current.checking).toBe(true);
    await waitFor(() => expect(connectivity.current.online).toBe(true));
    await waitFor(() => expect(connectivity.current.checking).toBe(false));
    expect(connectivity.current.browsingCached).toBe(false);
  });
});

/** One read under the provider, on fake timers, with a server that answers the probe. */
function renderRead<T>(queryKey: string, read: () => Promise<T>) {
  vi.useFakeTimers();
  const fetchMock = serverAnswers(true);
  const client = createQueryClient('web');
  const { result } = renderHook(() => useQuery({ queryKey: [queryKey], queryFn: read }), {
    wrapper: wrapperWith(client),
  });
  return { fetchMock, client, result };
}

const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('reconnecting by itself (docs/product.md#reconnecting)', () => {
  const answerOk = () => Promise.resolve(new Response(null, { status: 200 }));

  it('checks again 2 s into cached browsing, and the answer ends it', async () => {
    vi.useFakeTimers();
    const fetchMock = serverAnswers('unreachable');
    const connectivity = renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(connectivity.current.online).toBe(false);
    act(() => connectivity.current.browseCached());
    fetchMock.mockImplementation(answerOk);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(connectivity.current.online).toBe(true);
    expect(connectivity.current.browsingCached).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Back online: no more checks.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a read that failed for want of a connection loads again once the server answers', async () => {
    const read = vi.fn<() => Promise<string>>(failedToFetch);
    const { fetchMock, client, result } = renderRead('/api/locations/114', read);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.isError).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    read.mockImplementation(() => Promise.resolve('live'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(read).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['/api/locations/114'])).toBe('live');
  });

  it('reads that fail again after the server answered carry on the schedule: 4 s, not 2', async () => {
    const { fetchMock } = renderRead('/api/locations', failedToFetch);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a read refused by the server is not a connection problem: no checks', async () => {
    const { fetchMock } = renderRead('/api/x', () => Promise.reject(new Error('500: oops')));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('connectivity on native (docs/product.md#connectivity-and-offline)', () => {
  it("follows the device's network status and type, without probing", async () => {
    simulatePlatform('android');
    const fetchMock = serverAnswers(true);
    network.status = { connected: false, connectionType: 'none' };
    const connectivity = renderProvider();
    await waitFor(() => expect(connectivity.current.online).toBe(false));
    expect(connectivity.current.connectionType).toBe('none');
    await vi.waitFor(() => expect(network.listeners).toHaveLength(1));
    act(() => network.listeners[0]?.({ connected: true, connectionType: 'wifi' }));
    expect(connectivity.current.online).toBe(true);
    expect(connectivity.current.connectionType).toBe('wifi');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
