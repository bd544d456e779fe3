import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@waggle/shared/api-error';
import { createTestApp, type TestApp } from '../test/test-app';

// docs/operations.md#request-ids. That a request's log lines carry its id is shutdown.test.ts's:
// it reads a real server process's log.

const generated = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[\da-f]{4}-[\da-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const get = (url: string, requestId?: string) =>
    t.app.inject({ url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

  it('gives each request a new random id, in the X-Request-Id of its answer', async () => {
    const [first, second] = await Promise.all([get('/api/health'), get('/api/health')]);
    expect(first?.statusCode).toBe(200);
    expect(first?.headers['x-request-id']).toMatch(generated);
    expect(second?.headers['x-request-id']).toMatch(generated);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it("keeps the caller's X-Request-Id when it is up to 64 letters, digits, '.', '_' or '-'", async () => {
    for (const id of ['nginx-0f3a9c.2_b', 'a'.repeat(64)]) {
      expect((await get('/api/config/map', id)).headers['x-request-id']).toBe(id);
    }
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with a space', 'two words'],
    ['with characters a log could take for its own', 'id"} {"level":60'],
    ['not ASCII', 'idé'],
    ['empty', ''],
  ])('replaces an X-Request-Id %s with a new one', async (_what, id) => {
    expect((await get('/api/health', id)).headers['x-request-id']).toMatch(generated);
  });

  it.each([
    ['an unknown path (404)', '/api/nothing-here'],
    ['an invalid query (400)', '/api/locations?limit=many'],
    ['an address Fastify cannot decode (400)', '/api/locations/%c0'],
  ])('says the id in the body and the header of %s', async (_what, url) => {
    const response = await get(url, 'support-ticket-42');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['x-request-id']).toBe('support-ticket-42');
    expect(apiErrorSchema.parse(response.json()).requestId).toBe('support-ticket-42');
  });
});
