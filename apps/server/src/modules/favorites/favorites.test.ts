import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '@waggle/db/schema';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines)('favourites API [%s]', (engine) => {
  let t: TestApp;
  let owner: EmulatorUser;
  let other: EmulatorUser;
  let ownerId: number;
  let placeIds: number[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, other] = [await createEmulatorUser(), await createEmulatorUser()];
    ownerId = (await syncUser(t.app, owner)).userId;
    await syncUser(t.app, other);
    const rows = await t.database.db
      .insert(places)
      .values([
        { name: 'Park', category: 'park', lat: 51.5, lng: -0.1 },
        { name: 'Café', category: 'cafe', lat: 51.51, lng: -0.1 },
        { name: 'Gone', category: 'bar', lat: 51.52, lng: -0.1, status: 'hidden' },
      ])
      .returning({ id: places.id });
    placeIds = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, who: EmulatorUser | null) =>
    t.app.inject({
      method,
      url: `/api/users/${ownerId}/favorites${path}`,
      headers: who ? bearer(who) : {},
    });
  const saved = async () => (await call('GET', '', owner)).json<{ placeIds: number[] }>().placeIds;

  it('saves, lists newest first, is idempotent, and removes', async () => {
    const [park, cafe] = placeIds;
    expect((await call('PUT', `/${park}`, owner)).statusCode).toBe(200);
    expect((await call('PUT', `/${cafe}`, owner)).statusCode).toBe(200);
    expect((await call('PUT', `/${park}`, owner)).json()).toEqual({ ok: true });
    expect(await saved()).toEqual([cafe, park]);
    expect((await call('DELETE', `/${cafe}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/${cafe}`, owner)).statusCode).toBe(200);
    expect(await saved()).toEqual([park]);
  });

  it('refuses unknown or hidden places (404) and bad ids (400)', async () => {
    expect((await call('PUT', '/999999', owner)).statusCode).toBe(404);
    expect((await call('PUT', `/${placeIds[2]}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', '/abc', owner)).statusCode).toBe(400);
    expect((await call('PUT', '/0', owner)).statusCode).toBe(400);
  });

  it.each([
    ['GET', '', 'You can only see your own favourites.'],
    ['PUT', '/1', 'You can only change your own favourites.'],
    ['DELETE', '/1', 'You can only change your own favourites.'],
  ] as const)(
    '%s %s is the owner’s alone: 401 anonymous, 403 for another user, saying what is refused',
    async (method, path, message) => {
      expect((await call(method, path, null)).statusCode).toBe(401);
      const refused = await call(method, path, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(message);
    },
  );
});
