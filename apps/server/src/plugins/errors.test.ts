import { connect } from 'node:net';
import { Agent, request } from 'node:http';
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

  const json = 'application/json';
  it.each([
    ['a path that is not valid percent-encoding', 400, 'GET', '/api/locations/%c0'],
    ['a path segment longer than any id', 414, 'GET', `/api/locations/${'9'.repeat(200)}`],
    ['an unknown path', 404, 'GET', '/api/nothing-here'],
    ['a method the path does not take', 404, 'PUT', '/api/locations', '{}'],
    ['a body over the limit', 413, 'POST', '/api/locations/batch', `[${'1,'.repeat(1024)}1]`],
    ['a body that is not JSON', 415, 'POST', '/api/locations/batch', 'ids=1', 'text/csv'],
    ['broken JSON', 400, 'POST', '/api/locations/batch', '{"ids":'],
  ] as const)(
    'answers %s with the JSON shape',
    async (_what, status, method, url, payload?: string, contentType: string = json) => {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = apiErrorSchema.strict().parse(response.json());
      expect(Object.keys(body)).toEqual(['error', 'message', 'requestId']);
      expect(response.headers['x-request-id']).toBe(body.requestId);
    },
  );

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    /** The status, the JSON body and the headers that matter of a raw HTTP answer. */
    function parse(answer: string) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return {
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        contentType: /^content-type: (.*)$/im.exec(head)?.[1],
        requestId: /^x-request-id: (.*)$/im.exec(head)?.[1],
        body: apiErrorSchema.strict().parse(JSON.parse(body)),
      };
    }

    it('answers headers too large (a 20 KB Authorization) with a JSON 431', async () => {
      const answer = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      const { requestId, ...rest } = parse(answer);
      expect(rest).toEqual({
        status: 431,
        contentType: 'application/json; charset=utf-8',
        body: {
          error: 'bad_request',
          message: expect.stringContaining('headers') as string,
          requestId,
        },
      });
      expect(requestId).toMatch(/^[\da-f-]{36}$/);
    });

    it('answers a request that is not HTTP with a JSON 400', async () => {
      const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
      expect(parse(answer)).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    });
  });
});

describe('a call that arrives while the server shuts down', () => {
  it('is a JSON 503 too', async () => {
    const t = await createTestApp('pglite');
    t.app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return {};
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // One kept-alive connection: the call after the slow one goes on it while the server closes.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body }));
        });
        call.on('error', reject);
        call.end();
      });
    const slow = get('/test/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    const late = get('/api/health');
    expect((await slow).status).toBe(200);
    const answer = await late;
    expect(answer.status).toBe(503);
    expect(apiErrorSchema.strict().parse(JSON.parse(answer.body))).toMatchObject({
      error: 'service_unavailable',
      requestId: expect.stringMatching(/^[\da-f-]{36}$/) as string,
    });
    agent.destroy();
    await closing;
  });
});
