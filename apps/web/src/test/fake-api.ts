import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Answer = (body: unknown) => Response;

/**
 * Stubs `fetch` with an API that answers "METHOD /path?query" keys; a request no key names fails
 * the test. Returns the mock, so a test can read what was sent.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = routes[key];
    if (!answer) return Promise.reject(new Error(`unexpected request: ${key}`));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(answer(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
