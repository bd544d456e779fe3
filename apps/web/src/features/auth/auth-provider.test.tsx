import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { useAuth } from './auth-context';
import { storedUserKey } from './auth-user';
import { AuthProvider, authLoadingCapMs } from './auth-provider';

const session = vi.hoisted(() => ({
  restoreSession: vi.fn(() => new Promise(() => undefined)),
  isEmulatorSignIn: vi.fn(() => Promise.resolve(false)),
  signOutEverywhere: vi.fn(() => Promise.resolve()),
}));
vi.mock('./session', () => session);

function Probe() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'loading' : `ready:${user?.uid ?? 'nobody'}`}</p>;
}

afterEach(() => vi.useRealTimers());

describe('AuthProvider (spec §4)', () => {
  it('useAuth outside the provider is a developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('stops loading after at most 15 s even if the start-up never finishes', async () => {
    vi.useFakeTimers();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(authLoadingCapMs - 1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('ready:nobody')).toBeInTheDocument();
  });

  it('adopts the user the start-up restored', async () => {
    session.restoreSession.mockReturnValueOnce(Promise.resolve({ uid: 'uid-9', id: 9 }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('ready:uid-9')).toBeInTheDocument();
  });
});

describe('AuthProvider actions (spec §4)', () => {
  const signedIn = {
    id: 9,
    uid: 'uid-9',
    displayName: 'Kim',
    email: '',
    photoURL: '',
    isAdmin: false,
  };

  function Actions() {
    const { user, makeAdmin, updateProfile, signOut } = useAuth();
    return (
      <>
        <p>{user ? `${user.displayName}:${String(user.isAdmin)}` : 'nobody'}</p>
        <button onClick={makeAdmin}>make admin</button>
        <button onClick={() => void updateProfile({ displayName: 'Kim B.', dogName: 'Pip' })}>
          update
        </button>
        <button onClick={() => void signOut()}>sign out</button>
      </>
    );
  }

  async function renderSignedIn() {
    session.restoreSession.mockReturnValueOnce(Promise.resolve(signedIn));
    render(
      <AuthProvider>
        <Actions />
      </AuthProvider>,
    );
    await screen.findByText('Kim:false');
  }

  it('makeAdmin sets isAdmin; updateProfile merges fields and stores the user', async () => {
    await renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'make admin' }));
    expect(screen.getByText('Kim:true')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    expect(await screen.findByText('Kim B.:true')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storedUserKey) ?? '{}')).toMatchObject({
        id: 9,
        displayName: 'Kim B.',
        dogName: 'Pip',
      }),
    );
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
