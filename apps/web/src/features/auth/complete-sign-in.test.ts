import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../components/ui/toast-store';
import { simulatePlatform } from '../../test/platform';
import { readStoredUser, storedUserKey } from './stored-user';
import { completeSignIn } from './complete-sign-in';
import { renderHook } from '@testing-library/react';

// Device storage on native is a Capacitor plugin; here it is an in-memory map.
const device = vi.hoisted(() => new Map<string, string>());
vi.mock('../../lib/native/preferences', () => ({
  devicePreferences: {
    get: (key: string) => Promise.resolve(device.get(key) ?? null),
    set: (key: string, value: string) => Promise.resolve(void device.set(key, value)),
    remove: (key: string) => Promise.resolve(void device.delete(key)),
    clear: () => Promise.resolve(device.clear()),
  },
}));

const identity = {
  uid: 'abcdefghijkl',
  displayName: null,
  email: 'kim@example.org',
  photoURL: null,
};
const serverUser = {
  id: 7,
  userId: 7,
  firebaseUID: identity.uid,
  username: identity.email,
  email: identity.email,
  displayName: null,
  photoURL: null,
  dogName: 'Pip',
  dogSize: 'small',
  isAdmin: false,
};

const fetchMock = vi.fn<typeof fetch>();
const lastToast = () => renderHook(() => useToasts()).result.current[0];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('VITE_API_ORIGIN', 'https://api.waggle.test');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllEnvs();
});

describe('sign-in sync (docs/product.md#sign-in-and-session)', () => {
  it('posts the documented body, stores and returns the user', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ userId: 7, message: 'User created', user: serverUser })),
    );
    const signedIn = await completeSignIn(identity);
    expect(signedIn?.server).toEqual(serverUser);
    expect(signedIn?.user).toEqual({
      id: 7,
      uid: identity.uid,
      displayName: 'Anonymous User',
      email: identity.email,
      photoURL: '',
      isAdmin: false,
      dogName: 'Pip',
      dogSize: 'small',
    });
    const sent = fetchMock.mock.calls[0]?.[1]?.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      firebaseUID: identity.uid,
      username: identity.email,
      password: 'firebase-auth-user',
      email: identity.email,
    });
    expect(JSON.parse(localStorage.getItem(storedUserKey) ?? '{}')).toMatchObject({ id: 7 });
  });

  it('says "Authentication Error" when the answer has no userId', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'duplicate key' })));
    expect(await completeSignIn(identity)).toBeNull();
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Authentication Error',
      description: 'Database sync failed: duplicate key. Please try again.',
    });
    expect(localStorage.getItem(storedUserKey)).toBeNull();
  });

  it('on the web, a failed sync call is an "Authentication Error" saying what failed in words', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"error":"internal_error","message":"Something went wrong on our side."}', {
        status: 500,
      }),
    );
    expect(await completeSignIn(identity)).toBeNull();
    expect(lastToast()?.description).toBe(
      'Database sync failed: Something went wrong on our side. Please try again.',
    );
    expect(lastToast()?.description).not.toContain('{');
  });

  it('in the native shell, a failed sync keeps the user signed in locally', async () => {
    simulatePlatform('android');
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const pending = completeSignIn(identity);
    await vi.advanceTimersByTimeAsync(3000);
    const signedIn = await pending;
    vi.useRealTimers();
    expect(signedIn).toMatchObject({ user: { id: 0, uid: identity.uid }, server: null });
    expect(lastToast()).toMatchObject({
      title: 'Database Connection Issue',
      description:
        'Failed to sync user data. Your session is saved locally. Identity UID: abcdefgh...',
    });
    expect(await readStoredUser()).toMatchObject({ id: 0, uid: identity.uid });
  });
});
