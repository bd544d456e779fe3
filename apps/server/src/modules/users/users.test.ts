import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, places, reviews, users } from '@waggle/db/schema';
import {
  bearer,
  createEmulatorUser,
  createVerifiedGoogleUser,
  emulatorAccountExists,
  expiredIdToken,
  type EmulatorUser,
} from '../../test/auth-emulator-client';
import { placeholderPassword, syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines)('users API [%s]', (engine) => {
  let t: TestApp;
  const adminEmail = `admin-${engine}@waggle.example`;

  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_EMAILS: [adminEmail] });
  });
  afterAll(() => t.close());

  const signUp = (user: EmulatorUser, displayName: string | null = 'Alex') =>
    syncUser(t.app, user, displayName);

  describe('POST /api/users (sync)', () => {
    it('creates the user once, then updates it, and never stores the password', async () => {
      const person = await createEmulatorUser();
      const first = await signUp(person);
      expect(first.message).toBe('User created');
      expect(first.user).toMatchObject({ username: 'Alex', displayName: 'Alex' });
      const again = await signUp(person, 'Alex B.');
      expect(again).toMatchObject({ userId: first.userId, message: 'User updated' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, first.userId));
      expect(JSON.stringify(row)).not.toContain(placeholderPassword);
    });

    it('keeps a name edited in the profile when the person signs in again', async () => {
      const person = await createEmulatorUser();
      const { userId } = await signUp(person, 'Alexandra from Google');
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${userId}`,
        headers: bearer(person),
        payload: { displayName: 'Sandy' },
      });
      expect(edited.json()).toMatchObject({ displayName: 'Sandy' });
      const again = await signUp(person, 'Alexandra from Google');
      expect(again.user.displayName).toBe('Sandy');
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/users/${userId}`,
        headers: bearer(person),
      });
      expect(read.json()).toMatchObject({ displayName: 'Sandy' });
    });

    it('takes the identity’s name at a later sign-in when the user has none yet', async () => {
      const person = await createEmulatorUser();
      expect((await signUp(person, null)).user.displayName).toBeNull();
      expect((await signUp(person, 'Kim')).user.displayName).toBe('Kim');
    });

    it('falls back from display name to email for the username (docs/product.md#api-calls)', async () => {
      const person = await createEmulatorUser();
      expect((await signUp(person, null)).user.username).toBe(person.email);
    });

    it('makes ADMIN_EMAILS admins at sign-in, and nobody else', async () => {
      expect((await signUp(await createVerifiedGoogleUser(adminEmail))).user.isAdmin).toBe(true);
      expect((await signUp(await createEmulatorUser())).user.isAdmin).toBe(false);
    });

    it('never makes an admin of an unverified email, even one in ADMIN_EMAILS', async () => {
      const impostor = await createEmulatorUser(undefined, `unverified-${adminEmail}`);
      const t2 = await createTestApp(engine, { ADMIN_EMAILS: [impostor.email] });
      try {
        const res = await t2.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: bearer(impostor),
          payload: { firebaseUID: impostor.uid, username: 'x', email: impostor.email },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ user: { isAdmin: boolean } }>().user.isAdmin).toBe(false);
      } finally {
        await t2.close();
      }
    });

    it.each([
      ['no token', {}],
      ['a garbage token', { authorization: 'Bearer not.a.token' }],
      ['a malformed header', { authorization: 'Token abc' }],
    ])('answers %s with 401', async (_case, headers) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: { firebaseUID: 'x', username: 'x', email: '' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ error: string }>().error).toBe('unauthorized');
    });

    it('answers an expired token with 401 and says so', async () => {
      const person = await createEmulatorUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/validate-user-session',
        headers: { authorization: `Bearer ${expiredIdToken(person.uid)}` },
        payload: { firebaseUID: person.uid, userId: 1 },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toContain('expired');
    });
  });

  describe('POST /api/validate-user-session (docs/product.md#sign-in-and-session)', () => {
    it('finds the user by the token’s uid and reports foundBy, whatever userId was sent', async () => {
      const person = await createEmulatorUser();
      const { userId } = await signUp(person);
      for (const sent of [userId, 999_999, 0, null]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/validate-user-session',
          headers: bearer(person),
          payload: { firebaseUID: person.uid, userId: sent },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          valid: true,
          foundBy: 'firebaseUID',
          user: { id: userId },
        });
      }
    });

    it('says not valid for an identity with no user, and 403 for another uid', async () => {
      const [stranger, other] = [await createEmulatorUser(), await createEmulatorUser()];
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/validate-user-session',
        headers: bearer(stranger),
        payload: { firebaseUID: stranger.uid, userId: 5 },
      });
      expect(unknown.json()).toEqual({ valid: false });
      const mismatch = await t.app.inject({
        method: 'POST',
        url: '/api/validate-user-session',
        headers: bearer(stranger),
        payload: { firebaseUID: other.uid },
      });
      expect(mismatch.statusCode).toBe(403);
    });
  });

  // Who may use them: access-matrix.test.ts.
  describe('/api/users/:id', () => {
    let owner: EmulatorUser;
    let ownerId: number;

    beforeAll(async () => {
      owner = await createEmulatorUser();
      ownerId = (await signUp(owner)).userId;
    });

    it('clears a dog size chosen before (docs/product.md#profile-and-account)', async () => {
      const patch = (dogSize: string | null) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/users/${ownerId}`,
          headers: bearer(owner),
          payload: { dogSize },
        });
      expect((await patch('large')).json()).toMatchObject({ dogSize: 'large' });
      expect((await patch(null)).json()).toMatchObject({ dogSize: null });
    });

    it('refuses a requestingUserId that is not the caller (403)', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${ownerId}`,
        headers: bearer(owner),
        payload: { requestingUserId: ownerId + 1 },
      });
      expect(res.statusCode).toBe(403);
    });

    it.each([
      [{ dogSize: 'huge' }, 'dogSize'],
      [{ dogName: 'x'.repeat(41) }, 'dogName'],
      [{ displayName: '   ' }, 'displayName'],
      [{}, 'at least one field'],
      [{ isAdmin: true }, 'isAdmin'],
    ])('rejects the profile change %j with 400', async (payload, mention) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${ownerId}`,
        headers: bearer(owner),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(mention);
    });

    it('clears the dog name when it is sent empty', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${ownerId}`,
        headers: bearer(owner),
        payload: { dogName: '  ' },
      });
      expect(res.json()).toMatchObject({ dogName: null });
    });
  });

  it('deleting an account erases the user’s data and Firebase account, keeps their places', async () => {
    const leaver = await createEmulatorUser();
    const stayer = await createEmulatorUser();
    const { userId } = await signUp(leaver);
    const { userId: stayerId } = await signUp(stayer);
    const db = t.database.db;
    const [place] = await db
      .insert(places)
      .values({ name: 'Their café', category: 'cafe', lat: 51.5, lng: -0.1, createdBy: userId })
      .returning();
    if (!place) throw new Error('no place');
    await db.insert(favorites).values({ userId, placeId: place.id });
    await db.insert(reviews).values([
      { userId, placeId: place.id, rating: 1 },
      { userId: stayerId, placeId: place.id, rating: 5 },
    ]);
    await db.update(places).set({ ratingAvg: 3, ratingCount: 2 }).where(eq(places.id, place.id));

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${userId}`,
      headers: bearer(leaver),
      payload: { requestingUserId: userId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(favorites).where(eq(favorites.userId, userId))).toHaveLength(0);
    expect(await db.select().from(reviews).where(eq(reviews.userId, userId))).toHaveLength(0);
    const [kept] = await db.select().from(places).where(eq(places.id, place.id));
    expect(kept).toMatchObject({ createdBy: null, ratingAvg: 5, ratingCount: 1 });
    expect(await emulatorAccountExists(leaver.uid)).toBe(false);
    expect(await emulatorAccountExists(stayer.uid)).toBe(true);
  });

  it('answers 503 on signed-in routes when no Firebase project is configured', async () => {
    const bare = await createTestApp(engine, { FIREBASE_AUTH_EMULATOR_HOST: undefined });
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { authorization: 'Bearer x' },
        payload: { firebaseUID: 'x', username: 'x', email: '' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toBe(
        'Sign-in is not configured on this server.',
      );
    } finally {
      await bare.close();
    }
  });
});
