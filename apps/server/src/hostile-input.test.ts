import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@waggle/db/schema';
import { endpoints } from '@waggle/shared/api/endpoints';
import type { Endpoint } from '@waggle/shared/api/endpoint';
import { insertPlace, newPlaceFields } from './test/admin-test-kit';
import {
  bearer,
  createEmulatorUser,
  expiredIdToken,
  type EmulatorUser,
} from './test/auth-emulator-client';
import { databaseSnapshots, type DatabaseSnapshot } from './test/database-snapshot';
import { hostileRequests, type Caller, type HostileRequest } from './test/hostile-requests';
import { syncUser } from './test/sync-user';
import { createTestApp, type TestApp } from './test/test-app';

// Every endpoint, every request part, hostile input (docs/product.md#error-responses): each
// refused request is a 4xx `{ error, message }` and changes nothing in the database. A request
// that passes every schema and may write goes to a second app on a scratch database instead,
// where any answer but a 5xx will do. PGlite only: what is checked is the app's validation and error shape, which does not
// depend on the engine (the engine-dependent bounds have their own test on both,
// out-of-range-values.test.ts).

/** Requests in the whole run: at least 10,000, shared evenly between the endpoints. */
const minimumRequests = 10_000;
const runsPerEndpoint = Math.ceil(minimumRequests / endpoints.length);

const name = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

type Headers = Record<Caller, Record<string, string>>;

/**
 * The app on a fresh database with an admin (id 1), a member (id 2) and a row of each kind with
 * id 1, so that hostile input reaches past "not found".
 */
async function setUp(): Promise<{ t: TestApp; headers: Headers }> {
  const t = await createTestApp('pglite', {
    RATE_LIMIT_READS_PER_MINUTE: 1_000_000,
    RATE_LIMIT_WRITES_PER_MINUTE: 1_000_000,
  });
  const admin = await createEmulatorUser('Ada');
  const member = await createEmulatorUser('Max');
  const adminId = (await syncUser(t.app, admin, 'Ada')).userId;
  await syncUser(t.app, member, 'Max');
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));

  const placeId = await insertPlace(t.database.db);
  await insertPlace(t.database.db, { name: 'Closed Café', status: 'hidden' });
  const seeds: [EmulatorUser, 'POST' | 'PUT', string, object?][] = [
    [member, 'POST', `/api/locations/${placeId}/reviews`, { rating: 4, text: 'Shady paths' }],
    [member, 'POST', '/api/suggestions', { kind: 'new', fields: newPlaceFields }],
    [member, 'POST', '/api/reports', { target: 'place', placeId, reason: 'closed' }],
    [member, 'PUT', `/api/users/2/favorites/${placeId}`],
    [
      admin,
      'POST',
      '/api/admin/announcements',
      { title: 'Walkies', content: 'See you.', publishedAt: '2026-01-01T00:00:00Z' },
    ],
  ];
  for (const [who, method, url, payload] of seeds) {
    const response = await t.app.inject({ method, url, headers: bearer(who), payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  }
  const headers = {
    admin: bearer(admin),
    member: bearer(member),
    anonymous: {},
    forged: { authorization: `Bearer ${expiredIdToken(member.uid)}` },
  };
  return { t, headers };
}

describe('hostile input to every endpoint', () => {
  /** Where refused input goes: its database must not change. */
  let target: Awaited<ReturnType<typeof setUp>>;
  /** Where requests that pass every schema and may write go: any answer but a 5xx. */
  let scratch: Awaited<ReturnType<typeof setUp>>;
  let snapshot: () => Promise<DatabaseSnapshot>;
  let before: DatabaseSnapshot;
  const tally = { refused: 0, validWrites: 0, serverErrors: 0 };
  const cpuAtStart = process.cpuUsage();

  beforeAll(async () => {
    [target, scratch] = await Promise.all([setUp(), setUp()]);
    snapshot = await databaseSnapshots(target.t.database.db);
    before = await snapshot();
  });
  afterAll(async () => {
    await target?.t.close();
    await scratch?.t.close();
  });

  async function send(request: HostileRequest, { t, headers }: typeof target) {
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...headers[request.caller],
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  }

  /** A 4xx JSON error, or (`mayAnswer`: every part was valid) any answer but a 5xx. */
  function check(
    request: HostileRequest,
    response: Awaited<ReturnType<typeof send>>,
    mayAnswer: boolean,
  ) {
    const described = () =>
      `${request.method} ${request.url.slice(0, 300)} as ${request.caller}` +
      ` [${request.contentType ?? 'no content type'}] ${String(request.payload).slice(0, 300)}` +
      ` → ${response.statusCode} ${response.body.slice(0, 300)}`;
    if (response.statusCode >= 500) tally.serverErrors += 1;
    if (response.statusCode >= 500 || (!mayAnswer && response.statusCode < 400)) {
      throw new Error(`expected ${mayAnswer ? 'no 5xx' : 'a 4xx'}: ${described()}`);
    }
    if (response.statusCode < 400 || request.method === 'HEAD') return;
    const type = response.headers['content-type'];
    const body = /^application\/json/.test(String(type)) ? response.json<unknown>() : undefined;
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    if (typeof error !== 'string' || typeof message !== 'string') {
      throw new Error(`expected a JSON { error, message }: ${described()}`);
    }
  }

  it.each(endpoints.map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s: refused with a 4xx JSON error, nothing changed',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(endpoint, { id: 1, placeId: 1 }), async (request) => {
          const mayWrite =
            request.passesSchemas &&
            !isRead(request.method) &&
            (endpoint.access === 'anyone' ||
              request.caller === 'member' ||
              request.caller === 'admin');
          if (mayWrite) {
            tally.validWrites += 1;
            check(request, await send(request, scratch), true);
          } else {
            tally.refused += 1;
            const mayAnswer = request.passesSchemas && isRead(request.method);
            check(request, await send(request, target), mayAnswer);
          }
        }),
        { numRuns: runsPerEndpoint },
      );
      expect(await snapshot()).toEqual(before);
    },
  );

  it(`sent at least ${minimumRequests.toLocaleString('en')} requests, none answered 5xx`, () => {
    const cpu = process.cpuUsage(cpuAtStart);
    console.info(
      `hostile input: ${tally.refused + tally.validWrites} requests to ${endpoints.length} ` +
        `endpoints (${tally.validWrites} valid writes, to a scratch database), ` +
        `${tally.serverErrors} answered 5xx, ` +
        `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`,
    );
    expect(tally.serverErrors).toBe(0);
    expect(tally.refused + tally.validWrites).toBeGreaterThanOrEqual(minimumRequests);
  });
});
