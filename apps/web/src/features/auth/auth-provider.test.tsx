import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ServerUser } from '@waggle/shared/users';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { createFakeCacheStorage } from '../../test/fake-cache-storage';
import { simulatePlatform } from '../../test/platform';
import { userQueryOptions } from './api/get-user';
import { useAuth } from './auth-context';
import { storedUserKey } from './stored-user';
import { AuthProvider, authLoadingCapMs } from './auth-provider';
import { redirectPendingKey } from './identity/redirect-pending';

const session = vi.hoisted(() => ({
  restoreSession: vi.fn(() => new Promise(() => undefined)),
  isEmulatorSignIn: vi.fn(() => Promise.resolve(false)),
  signOutEverywhere: vi.fn(() => Promise.resolve()),
}));
vi.mock('./session', () => session);

function Probe() {
  const { loading, user, emulator, prepareSignIn } = useAuth();
  return (
    <>
      <p>{loading ? 'loading' : `ready:${user?.uid ?? 'nobody'}`}</p>
      <p>{emulator ? 'emulator' : 'no emulator'}</p>
      <button onClick={prepareSignIn}>prepare sign-in</button>
    </>
  );
}

const renderWithAuth = (children: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>,
  );

afterEach(() => vi.useRealTimers());

const signedIn = {
  id: 9,
  uid: 'uid-9',
  displayName: 'Kim',
  email: '',
  photoURL: '',
  isAdmin: false,
};
const record: ServerUser = {
  id: 9,
  userId: 9,
  firebaseUID: 'uid-9',
  username: 'Kim',
  email: '',
  displayName: 'Kim',
  photoURL: null,
  dogName: null,
  dogSize: null,
  isAdmin: false,
};
const savedWithRex: ServerUser = { ...record, dogName: 'Rex' };
const stored = () => JSON.parse(localStorage.getItem(storedUserKey) ?? '{}') as object;

/** A user stored by an earlier visit: start-up has a session to restore. */
const storeEarlierUser = () =>
  localStorage.setItem(storedUserKey, JSON.stringify({ id: 9, uid: 'uid-9' }));

describe('AuthProvider (docs/product.md#sign-in-and-session)', () => {
  it('useAuth outside the provider is a developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('stops loading after at most 15 s even if the start-up never finishes', async () => {
    storeEarlierUser();
    vi.useFakeTimers();
    renderWithAuth(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(authLoadingCapMs - 1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('ready:nobody')).toBeInTheDocument();
  });

  it('adopts the user the start-up restored', async () => {
    storeEarlierUser();
    session.restoreSession.mockReturnValueOnce(
      Promise.resolve({ user: { ...signedIn, uid: 'uid-7' }, server: null }),
    );
    renderWithAuth(<Probe />);
    expect(await screen.findByText('ready:uid-7')).toBeInTheDocument();
  });
});

describe('AuthProvider start-up without a session', () => {
  it('a visitor who never signed in is ready at once, without loading the sign-in code', async () => {
    session.restoreSession.mockClear();
    renderWithAuth(<Probe />);
    expect(await screen.findByText('ready:nobody')).toBeInTheDocument();
    expect(session.restoreSession).not.toHaveBeenCalled();
    expect(session.isEmulatorSignIn).not.toHaveBeenCalled();
  });

  it('a redirect sign-in coming back is restored (docs/product.md#start-up-session-check)', async () => {
    sessionStorage.setItem(redirectPendingKey, 'google');
    session.restoreSession.mockReturnValueOnce(
      Promise.resolve({ user: { ...signedIn, uid: 'uid-r' }, server: null }),
    );
    renderWithAuth(<Probe />);
    expect(await screen.findByText('ready:uid-r')).toBeInTheDocument();
    sessionStorage.removeItem(redirectPendingKey);
  });

  it('preparing a sign-in loads its code and learns whether the dev sign-in is offered', async () => {
    session.isEmulatorSignIn.mockReturnValueOnce(Promise.resolve(true));
    renderWithAuth(<Probe />);
    await screen.findByText('ready:nobody');
    fireEvent.click(screen.getByRole('button', { name: 'prepare sign-in' }));
    expect(await screen.findByText('emulator')).toBeInTheDocument();
  });
});

describe('AuthProvider actions and the user query (docs/product.md#sign-in-and-session)', () => {
  function Actions() {
    const { user, makeAdmin, updateProfile, signOut } = useAuth();
    const client = useQueryClient();
    return (
      <>
        <p>
          {user ? `${user.displayName}:${String(user.isAdmin)}:${user.dogName ?? '-'}` : 'nobody'}
        </p>
        <button onClick={makeAdmin}>make admin</button>
        <button onClick={() => void updateProfile({ displayName: 'Kim B.', dogName: 'Pip' })}>
          update
        </button>
        <button onClick={() => client.setQueryData(userQueryOptions(9).queryKey, savedWithRex)}>
          server saved
        </button>
        <button onClick={() => void signOut()}>sign out</button>
      </>
    );
  }

  async function renderSignedIn() {
    storeEarlierUser();
    session.restoreSession.mockReturnValueOnce(Promise.resolve({ user: signedIn, server: record }));
    renderWithAuth(<Actions />);
    await screen.findByText('Kim:false:-');
  }

  it('makeAdmin sets isAdmin; updateProfile merges fields and stores the user', async () => {
    await renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'make admin' }));
    expect(await screen.findByText('Kim:true:-')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    expect(await screen.findByText('Kim B.:true:Pip')).toBeInTheDocument();
    await waitFor(() =>
      expect(stored()).toMatchObject({ id: 9, displayName: 'Kim B.', dogName: 'Pip' }),
    );
  });

  it('a change to the server record (a saved profile) shows at once and is stored', async () => {
    await renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'server saved' }));
    expect(await screen.findByText('Kim:false:Rex')).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ id: 9, dogName: 'Rex' }));
  });

  it('sign-out deletes the photos and places the service worker kept, and nothing else', async () => {
    const { storage, contents } = createFakeCacheStorage({
      photos: ['https://waggle.test/uploads/2026/11/mine.webp'],
      places: ['https://waggle.test/api/locations/60/reviews/mine'],
      'app-data': ['https://waggle.test/api/config/map'],
      'map-tiles': [],
    });
    vi.stubGlobal('caches', storage);
    try {
      await renderSignedIn();
      fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
      expect(await screen.findByText('nobody')).toBeInTheDocument();
      await waitFor(() =>
        expect(Object.keys(contents()).sort()).toEqual(['app-data', 'map-tiles']),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on iOS, sign-out clears the user first and waits 100 ms before signing out', async () => {
    await renderSignedIn();
    simulatePlatform('ios');
    vi.useFakeTimers();
    session.signOutEverywhere.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByText('nobody')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(session.signOutEverywhere).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(session.signOutEverywhere).toHaveBeenCalledTimes(1);
  });
});
