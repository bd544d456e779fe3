import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { toastError } from '../../components/ui/toast-store';
import { getPlatform } from '../../lib/platform';
import { AuthContext, type AuthContextValue } from './auth-context';
import { storeUser, type AuthUser } from './auth-user';

// spec §4 / §9 Authentication.
export const authLoadingCapMs = 15_000;
export const iosSignOutWaitMs = 100;

// The session module brings the Firebase SDK: it loads after the first paint.
const loadSession = () => import('./session');

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [emulator, setEmulator] = useState(false);

  useEffect(() => {
    let active = true;
    const cap = setTimeout(() => setLoading(false), authLoadingCapMs);
    loadSession()
      .then(async (session) => {
        const [restored, isEmulator] = await Promise.all([
          session.restoreSession(),
          session.isEmulatorSignIn(),
        ]);
        if (!active) return;
        setUser(restored);
        setEmulator(isEmulator);
      })
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(cap);
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      clearTimeout(cap);
    };
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    async function signInWith(
      run: (session: Awaited<ReturnType<typeof loadSession>>) => Promise<AuthUser | null>,
    ) {
      setLoading(true);
      try {
        const signedIn = await run(await loadSession());
        setUser(signedIn);
        return signedIn;
      } catch (error) {
        toastError('Sign-in failed', error);
        return null;
      } finally {
        setLoading(false);
      }
    }

    return {
      user,
      loading,
      emulator,
      signInWithGoogle: () => signInWith((session) => session.signIn('google')),
      signInWithApple: () => signInWith((session) => session.signIn('apple')),
      devSignIn: (name, email) => signInWith((session) => session.devSignIn(name, email)),
      signOut: async () => {
        if (getPlatform() === 'ios') {
          setUser(null);
          await new Promise((resolve) => setTimeout(resolve, iosSignOutWaitMs));
        }
        await (await loadSession()).signOutEverywhere();
        setUser(null);
      },
      makeAdmin: () => {
        setUser((current) => (current ? { ...current, isAdmin: true } : current));
      },
      updateProfile: async (fields) => {
        if (!user) return;
        const next = { ...user, ...fields };
        setUser(next);
        await storeUser(next);
      },
      deleteAccount: async () => {
        if (!user) return false;
        const deleted = await (await loadSession()).deleteAccount(user);
        if (deleted) setUser(null);
        return deleted;
      },
    };
  }, [user, loading, emulator]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
