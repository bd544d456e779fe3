import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@waggle/shared/api/build-path';
import type { Endpoint } from '@waggle/shared/api/endpoint';
import { endpoints } from '@waggle/shared/api/endpoints';
import { createTestApp, type TestApp } from './test/test-app';

// docs/architecture.md#http-api: the descriptors in packages/shared/src/api/ are the HTTP API's
// contract. This builds the real app and holds every route it registers against them; who may
// call each one is access-matrix.test.ts's.

/**
 * Every route the app registers, as its onRoute hook sees it. The modules another test file of
 * this worker loaded are dropped first, so that the app imports the mock.
 */
const registered = vi.hoisted((): RouteOptions[] => {
  vi.resetModules();
  return [];
});
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof FastifyModule>();
  const recording = ((options?: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: recording };
});

interface Route {
  method: string;
  url: string;
  route: RouteOptions;
}
const name = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** A route a file of the web build would have; this test's build has these files. */
const webBuildFiles = ['index.html', 'sw.js', 'assets/index-abc123.js'];

/**
 * What the app serves with no descriptor, and why; none of it is under /api/, nor called
 * through the web's API client.
 */
const notEndpoints: { why: string; serves: (route: Route) => boolean }[] = [
  {
    why: "CORS preflight for every path (@fastify/cors's OPTIONS *)",
    serves: ({ method, url }) => method === 'OPTIONS' && url === '*',
  },
  {
    why: 'the photos of the local image store, files the API answers name by URL',
    serves: ({ method, url }) => ['GET', 'HEAD'].includes(method) && url === '/uploads/*',
  },
  {
    why: "Prometheus's scrape of the server's metrics (docs/operations.md#metrics)",
    serves: ({ method, url }) => ['GET', 'HEAD'].includes(method) && url === '/metrics',
  },
  {
    why: "the web build's files (@fastify/static, a route a file), not API calls",
    serves: ({ method, url }) =>
      ['GET', 'HEAD'].includes(method) && webBuildFiles.some((file) => url === `/${file}`),
  },
];

/** The route validates with the endpoint's schemas and answers each status with its response. */
function hasSchemasOf({ schema = {} }: RouteOptions, endpoint: Endpoint): boolean {
  const answers = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = endpoint.response ? endpoint.status.map(String) : [];
  return (
    schema.params === endpoint.params &&
    schema.querystring === endpoint.query &&
    schema.body === endpoint.body &&
    Object.keys(answers).sort().join() === [...statuses].sort().join() &&
    statuses.every((status) => answers[status] === endpoint.response)
  );
}

describe('the HTTP API contract (packages/shared/src/api/endpoints.ts)', () => {
  let t: TestApp;
  let dist: string;
  let routes: Route[];
  /** Fastify's HEAD twin of each GET route (exposeHeadRoutes): the GET's handler, no body. */
  let headTwins: Route[];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'waggle-contract-dist-'));
    mkdirSync(join(dist, 'assets'));
    for (const file of webBuildFiles) writeFileSync(join(dist, file), '');
    // The test app runs against the Auth emulator, so GET /api/auth/emulator exists too.
    t = await createTestApp('pglite', {
      WEB_DIST_DIR: dist,
      IMAGE_STORE: 'local',
      RATE_LIMIT_WRITES_PER_MINUTE: 10_000,
    });
    routes = registered.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, route })),
    );
    headTwins = routes.filter(
      ({ method, url, route }) =>
        method === 'HEAD' &&
        routes.some(
          (get) =>
            get.method === 'GET' &&
            get.url === url &&
            get.route !== route &&
            get.route.handler === route.handler,
        ),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const describedBy = (route: Route) =>
    endpoints.find((endpoint) => endpoint.method === route.method && endpoint.path === route.url);

  it('has a descriptor for every route but the named ones, and those are outside /api/', () => {
    const explicit = routes.filter((route) => !headTwins.includes(route));
    const undescribed = explicit.filter((route) => !describedBy(route));
    const unexplained = undescribed.filter(
      (route) => !notEndpoints.some(({ serves }) => serves(route)),
    );
    expect(unexplained.map(name)).toEqual([]);
    expect(undescribed.filter(({ url }) => url.startsWith('/api')).map(name)).toEqual([]);
    // Each named exception is really there, so the list stays what the app serves.
    for (const { why, serves } of notEndpoints) {
      expect(undescribed.some(serves), why).toBe(true);
    }
  });

  it('serves every descriptor, a HEAD one by the twin of its GET route', () => {
    const served = (endpoint: Endpoint) =>
      (endpoint.method === 'HEAD' ? headTwins : routes).some(
        (route) => route.method === endpoint.method && route.url === endpoint.path,
      );
    expect(endpoints.filter((endpoint) => !served(endpoint)).map(nameOf)).toEqual([]);
  });

  it("registers each descriptor's route with the descriptor's own schemas", () => {
    const mismatched = routes
      .filter((route) => !headTwins.includes(route))
      .filter((route) => {
        const endpoint = describedBy(route);
        return endpoint !== undefined && !hasSchemasOf(route.route, endpoint);
      });
    expect(mismatched.map(name)).toEqual([]);
  });

  const signedIn = endpoints.filter(({ access }) => access !== 'anyone');

  // docs/product.md#error-responses: the sign-in is checked before the request is read.
  it.each(signedIn.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s answers 401 to an invalid call without a sign-in',
    async (_name, endpoint) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: buildPath(endpoint.path, { id: 'x', placeId: 'x' }, { limit: 'many' }),
        ...(endpoint.method !== 'GET' && {
          payload: '{"not":',
          headers: { 'content-type': 'application/json' },
        }),
      });
      expect(response.statusCode).toBe(401);
    },
  );
});
