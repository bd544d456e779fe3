import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { AuthProvider, authLoadingCapMs } from './auth-provider';

const session = vi.hoisted(() => ({
  restoreSession: vi.fn(() => new Promise(() => undefined)),
  isEmulatorSignIn: vi.fn(() => Promise.resolve(false)),
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
