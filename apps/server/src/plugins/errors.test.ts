import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@waggle/shared/api-error';
import { createTestApp, type TestApp } from '../test/test-app';

// docs/product.md#error-responses: every error is `{ error, message }` JSON, the ones Fastify
// and Node answer themselves included.

/** Sends `request` as it is on a new connection and reads the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('errors the framework answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { BODY_LIMIT_BYTES: 1024 });
  });
  afterAll(() => t.close());

  it.each([
    ['a path that is not valid percent-encoding', 'GET', '/api/locations/%c0', {}, 400],
    ['a path segment longer than any id', 'GET', `/api/locations/${'9'.repeat(200)}`, {}, 414],
    ['an unknown path', 'GET', '/api/nothing-here', {}, 404],
    ['a method the path does not take', 'PUT', '/api/locations', {}, 404],
    [
      'a body over the limit',
      'POST',
      '/api/locations/batch',
      { payload: `[${'1,'.repeat(1024)}1]`, headers: { 'content-type': 'application/json' } },
      413,
    ],
    ['a body that is not JSON', 'POST', '/api/locations/batch', { payload: 'ids=1' }, 415],
    [
      'broken JSON',
      'POST',
      '/api/locations/batch',
      { payload: '{"ids":', headers: { 'content-type': 'application/json' } },
      400,
    ],
  ] as const)('answers %s with the JSON shape', async (_what, method, url, extra, status) => {
    const response = await t.app.inject({
      method,
      url,
      ...extra,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(apiErrorSchema.strict().parse(response.json()))).toEqual([
      'error',
      'message',
    ]);
  });

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    /** The status and the JSON body of a raw HTTP answer. */
    function parse(answer: string) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return {
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        contentType: /^content-type: (.*)$/im.exec(head)?.[1],
        body: apiErrorSchema.strict().parse(JSON.parse(body)),
      };
    }

    it('answers headers too large (a 20 KB Authorization) with a JSON 431', async () => {
      const answer = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(parse(answer)).toEqual({
        status: 431,
        contentType: 'application/json; charset=utf-8',
        body: { error: 'bad_request', message: expect.stringContaining('headers') as string },
      });
    });

    it('answers a request that is not HTTP with a JSON 400', async () => {
      const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
      expect(parse(answer)).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    });
  });
});
