import { expect, test } from '@playwright/test';

// The native apps call the hosted API from their web view's origin (docs/product.md#api-calls): through the real
// server, a preflight for an authenticated call from the iOS app's origin succeeds, and one from an
// origin nobody listed gets no CORS headers at all.

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': 'GET',
    'Access-Control-Request-Headers': 'authorization',
  },
});

const corsHeaders = (headers: Record<string, string>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

test('a preflight from capacitor://localhost with Authorization succeeds', async ({ request }) => {
  const response = await request.fetch(
    '/api/users/1/favorites',
    preflight('capacitor://localhost'),
  );
  expect(response.status()).toBe(204);
  const headers = response.headers();
  expect(headers['access-control-allow-origin']).toBe('capacitor://localhost');
  expect(headers['access-control-allow-headers']).toMatch(/\bAuthorization\b/);
  expect(headers['access-control-allow-methods']).toMatch(/\bGET\b/);
  expect(headers['access-control-allow-credentials']).toBeUndefined();
});

test('a preflight from an unlisted origin gets no CORS headers', async ({ request }) => {
  const response = await request.fetch('/api/users/1/favorites', preflight('https://evil.example'));
  expect(corsHeaders(response.headers())).toEqual([]);
});
