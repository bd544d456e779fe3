import { describe, expect, it, vi } from 'vitest';
import {
  hangUntilAborted,
  onDeviceForEachTest,
  stubFetchForEachTest,
} from '../test/api-client-harness';
import { json } from '../test/fake-api';
import { apiRequest, sendRequest, setAuthTokenSource } from './api-client';

const fetchMock = stubFetchForEachTest();

describe('API client on the web (docs/product.md#api-calls)', () => {
  it('calls the relative path once, with cookies and JSON headers', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiRequest('POST', '/api/locations/batch', { ids: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/locations/batch');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"ids":[1]}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('adds the signed-in user’s ID token as a bearer token', async () => {
    fetchMock.mockResolvedValue(json({}));
    setAuthTokenSource(() => Promise.resolve('id-token-123'));
    await apiRequest('GET', '/api/users/1');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer id-token-123',
    });
  });

  it('sends no content type without a body', async () => {
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('GET', '/api/health');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers;
    expect(headers).toEqual({ Accept: 'application/json' });
  });

  it('fails with "status: body", or the status text when the body is empty (docs/product.md#error-messages)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"nope"}', { status: 400 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('400: {"error":"nope"}');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('does not retry on the web', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendRequest('GET', '/api/x')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('API client reading its own changes (docs/product.md#api-calls)', () => {
  it('sends back the latest write position the server gave, kept in memory only', async () => {
    // A fresh module: the position lives in it for the page's life.
    vi.resetModules();
    const client = await import('./api-client');
    const storedKeys = localStorage.length;
    const answer = (lsn?: string) =>
      new Response('{}', { headers: lsn ? { 'Waggle-Write-Lsn': lsn } : {} });
    const readAfterSent = async (method: 'GET' | 'POST', lsn?: string) => {
      fetchMock.mockResolvedValueOnce(answer(lsn));
      await client.apiRequest(method, '/api/x', method === 'POST' ? {} : undefined);
      const headers = fetchMock.mock.lastCall?.[1]?.headers as Record<string, string>;
      return headers['Waggle-Read-After'];
    };

    expect(await readAfterSent('GET')).toBeUndefined();
    expect(await readAfterSent('POST', '0/FFFFFFF0')).toBeUndefined();
    expect(await readAfterSent('GET')).toBe('0/FFFFFFF0');
    // An earlier position does not replace it; a later one does, compared as a number.
    await readAfterSent('POST', '0/10');
    expect(await readAfterSent('GET')).toBe('0/FFFFFFF0');
    await readAfterSent('POST', '1/0');
    await readAfterSent('POST', 'not a position');
    expect(await readAfterSent('GET')).toBe('1/0');
    expect(localStorage.length).toBe(storedKeys);
  });
});

describe('API client on native (docs/product.md#api-calls)', () => {
  onDeviceForEachTest('android');

  it('needs VITE_API_ORIGIN (docs/product.md#error-messages missing environment variable)', async () => {
    vi.stubEnv('VITE_API_ORIGIN', '');
    await expect(sendRequest('GET', '/api/health')).rejects.toThrow(
      'Configuration error: VITE_API_ORIGIN is not set',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls the hosted origin without cookies', async () => {
    fetchMock.mockResolvedValue(json({}));
    await sendRequest('GET', '/api/health');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.waggle.test/api/health');
    expect(init?.credentials).toBe('omit');
  });

  it('retries network errors and 5xx after 1 s then 2 s, and succeeds', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ ok: 1 }));
    const pending = sendRequest('GET', '/api/x');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((await pending).status).toBe(200);
  });

  it('returns a 4xx at once, without retrying', async () => {
    fetchMock.mockResolvedValue(json({}, 404));
    expect((await sendRequest('GET', '/api/x')).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after 3 attempts with the docs/product.md#error-messages message', async () => {
    fetchMock.mockResolvedValue(json({}, 500));
    const pending = sendRequest('GET', '/api/locations');
    const assertion = expect(pending).rejects.toThrow(
      'Failed to complete API call to /api/locations after 3 attempts',
    );
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('aborts an attempt after 15 s and retries it', async () => {
    fetchMock.mockImplementationOnce(hangUntilAborted);
    fetchMock.mockResolvedValueOnce(json({}));
    const pending = sendRequest('GET', '/api/x');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await pending).status).toBe(200);
  });
});
