import { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createEmulatorUser,
  deleteEmulatorUser,
  disableEmulatorUser,
  type EmulatorUser,
} from '../test/auth-emulator-client';
import { syncUser } from '../test/sync-user';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorBody } from '../test/error-body';

// docs/product.md#closed-accounts

describe('a closed account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  /** A signed-in person, and their calls with the ID token they got before any change. */
  async function signedIn() {
    const user = await createEmulatorUser();
    const id = (await syncUser(t.app, user)).userId;
    const as = (who: EmulatorUser) => ({ headers: bearer(who) });
    return {
      user,
      readFavorites: () => t.app.inject({ url: `/api/users/${id}/favorites`, ...as(user) }),
      rename: () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          payload: { displayName: 'Kim' },
          ...as(user),
        }),
      deleteAccount: () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/users/${id}`,
          payload: { requestingUserId: id },
          ...as(user),
        }),
    };
  }

  it('has its writes checked with the identity provider, its reads by the token alone', async () => {
    const verify = vi.spyOn(Auth.prototype, 'verifyIdToken');
    const { user, readFavorites, rename } = await signedIn();
    expect((await readFavorites()).statusCode).toBe(200);
    expect(verify).toHaveBeenLastCalledWith(user.idToken, false);
    expect((await rename()).statusCode).toBe(200);
    expect(verify).toHaveBeenLastCalledWith(user.idToken, true);
    verify.mockRestore();
  });

  it('cannot write, nor delete itself, once disabled', async () => {
    const { user, rename, deleteAccount } = await signedIn();
    expect((await rename()).statusCode).toBe(200);
    await disableEmulatorUser(user.uid);
    const refused = await rename();
    expect(refused.statusCode).toBe(401);
    expect(errorBody(refused)).toEqual({
      error: 'unauthorized',
      message: 'This account is closed.',
    });
    expect((await deleteAccount()).statusCode).toBe(401);
  });

  it('cannot write once deleted', async () => {
    const { user, rename } = await signedIn();
    await deleteEmulatorUser(user.uid);
    expect((await rename()).statusCode).toBe(401);
  });
});
