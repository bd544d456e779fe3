import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@waggle/db/schema';
import type { ReviewPage } from '@waggle/shared/reviews';
import type { ServerUser, SyncUserResponse } from '@waggle/shared/users';
import { insertPlace } from '../../test/admin-test-kit';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { placeholderPassword } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';

// docs/product.md#profile-and-account: a profile photo is an https address, or none.

describe('profile photo addresses', () => {
  let t: TestApp;
  let person: EmulatorUser;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    person = await createEmulatorUser('Kim');
  });
  afterAll(() => t.close());

  const sync = async (photoURL: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(person),
      payload: {
        firebaseUID: person.uid,
        username: 'Kim',
        password: placeholderPassword,
        email: person.email,
        displayName: 'Kim',
        photoURL,
      },
    });
    expect(response.statusCode).toBe(200);
    const { userId, user } = response.json<SyncUserResponse>();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    return { answered: user.photoURL, stored: row?.photoUrl };
  };

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://example.com/me.jpg',
    '//example.com/me.jpg',
    'not an address',
  ])('signing in with the photo %s keeps the account, without a photo', async (photoURL) => {
    expect(await sync(photoURL)).toEqual({ answered: null, stored: null });
  });

  it('keeps an https photo', async () => {
    const photo = 'https://lh3.googleusercontent.com/a/dog-owner=s96-c';
    expect(await sync(photo)).toEqual({ answered: photo, stored: photo });
  });

  it('never passes on a stored photo that is not https: review lists and the account', async () => {
    const { userId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(person),
        payload: { firebaseUID: person.uid, username: 'Kim', email: person.email },
      })
    ).json<SyncUserResponse>();
    // As a row written before the rule may hold it.
    await t.database.db
      .update(users)
      .set({ photoUrl: 'javascript:alert(1)' })
      .where(eq(users.id, userId));
    const placeId = await insertPlace(t.database.db);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${placeId}/reviews`,
      headers: bearer(person),
      payload: { rating: 5, text: 'Lovely' },
    });
    expect(saved.statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: `/api/locations/${placeId}/reviews` });
    const [review] = list.json<ReviewPage>().reviews;
    expect(review?.author).toMatchObject({ name: 'Kim', photoUrl: null });
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/users/${userId}`,
      headers: bearer(person),
    });
    expect(account.json<ServerUser>().photoURL).toBeNull();
  });
});
