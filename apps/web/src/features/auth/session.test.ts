import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../components/ui/toast-store';
import type { AuthUser } from '@waggle/shared/users';
import { storedUserKey } from './stored-user';
import { restoreSession } from './session';

// A build with no Firebase configuration and no emulator: the start-up runs on the stored user.
vi.mock('../../lib/firebase', () => ({
  getFirebase: () => Promise.resolve(null),
  requireFirebase: () => Promise.reject(new Error('not initialized')),
  currentIdToken: () => Promise.resolve(null),
}));

const stored: AuthUser = {
  id: 3,
  uid: 'uid-3',
  displayName: 'Kim',
  email: 'kim@example.org',
  photoURL: '',
  isAdmin: false,
};
const server = {
  id: 3,
  userId: 3,
  firebaseUID: 'uid-3',
  username: 'Kim',
  email: 'kim@example.org',
  displayName: 'Kim',
  photoURL: null,
  dogName: 'Pip',
  dogSize: 'small',
  isAdmin: false,
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${init?.method} ${typeof url === 'string' ? url : '?'}`,
  );
const readStored = () =>
  JSON.parse(localStorage.getItem(storedUserKey) ?? 'null') as AuthUser | null;

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => fetchMock.mockReset());

describe('start-up session restore (docs/product.md#start-up-session-check–5)', () => {
  it('with no stored user, there is no user and no call', async () => {
    expect(await restoreSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches missing dog fields, validates, and adopts the user', async () => {
    localStorage.setItem(storedUserKey, JSON.stringify(stored));
    fetchMock
      .mockResolvedValueOnce(json(server))
      .mockResolvedValueOnce(json({ valid: true, user: server, foundBy: 'firebaseUID' }));
    const restored = await restoreSession();
    expect(calls()).toEqual(['GET /api/users/3', 'POST /api/validate-user-session']);
    expect(restored?.user).toMatchObject({ id: 3, dogName: 'Pip', dogSize: 'small' });
    // The server's record comes along, to become the useUser query's data.
    expect(restored?.server).toEqual(server);
    expect(readStored()).toMatchObject({ dogName: 'Pip' });
  });

  it('replaces the id when the server found the user by identity id under another id', async () => {
    localStorage.setItem(
      storedUserKey,
      JSON.stringify({ ...stored, dogName: 'Pip', dogSize: 'small' }),
    );
    fetchMock.mockResolvedValueOnce(
      json({ valid: true, user: { ...server, id: 12, userId: 12 }, foundBy: 'firebaseUID' }),
    );
    expect((await restoreSession())?.user).toMatchObject({ id: 12 });
    expect(calls()).toEqual(['POST /api/validate-user-session']);
    expect(readStored()?.id).toBe(12);
  });

  it('found by its id, the server record also comes along, so the user is not asked for again', async () => {
    localStorage.setItem(
      storedUserKey,
      JSON.stringify({ ...stored, dogName: 'Pip', dogSize: 'small' }),
    );
    fetchMock.mockResolvedValueOnce(json({ valid: true, user: server }));
    expect(await restoreSession()).toMatchObject({ user: { id: 3 }, server });
    expect(calls()).toEqual(['POST /api/validate-user-session']);
  });

  it.each([
    ['valid: false', () => json({ valid: false })],
    ['a 401', () => json({ error: 'unauthorized', message: 'Sign in to do this.' }, 401)],
  ])('%s expires the session with a destructive toast and clears it', async (_case, answer) => {
    localStorage.setItem(
      storedUserKey,
      JSON.stringify({ ...stored, dogName: 'Pip', dogSize: 'small' }),
    );
    fetchMock.mockResolvedValueOnce(answer());
    expect(await restoreSession()).toBeNull();
    expect(localStorage.getItem(storedUserKey)).toBeNull();
    expect(renderHook(() => useToasts()).result.current[0]).toMatchObject({
      variant: 'destructive',
      title: 'Session Expired',
      description: 'Your account was not found. Please sign in again.',
    });
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('offline'))],
    ['a 503', () => Promise.resolve(json({ error: 'service_unavailable' }, 503))],
  ])('keeps the stored user when the validate call itself fails (%s)', async (_case, answer) => {
    localStorage.setItem(
      storedUserKey,
      JSON.stringify({ ...stored, dogName: 'Pip', dogSize: 'small' }),
    );
    fetchMock.mockImplementationOnce(answer);
    expect(await restoreSession()).toMatchObject({ user: { id: 3, uid: 'uid-3' }, server: null });
    expect(readStored()).toMatchObject({ id: 3 });
  });
});
