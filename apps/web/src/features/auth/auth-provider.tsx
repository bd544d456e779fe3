import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@waggle/shared/users';
import { lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QuietBoundary } from '../../components/ui/quiet-boundary';
import { toastError } from '../../lib/errors';
import { getPlatform } from '../../lib/platform';
import { userQueryOptions } from './api/get-user';
import { AuthContext, type AuthContextValue } from './auth-context';
import { forgetDeviceCopies } from './device-copies';
import { withProfileFields, type SignedIn } from './auth-user';
import { redirectPending } from './identity/redirect-pending';
import { mirrorSessionUser, setSessionUser, useSessionUser } from './session-user';
import { hasStoredUser } from './stored-user';

// docs/product.md#sign-in-and-session.
export const authLoadingCapMs = 15_000;
const iosSignOutWaitMs = 100;

// The session module brings the Firebase SDK: it loads after the first paint, and at start-up
// only when there is a session to restore. A visitor who never signed in gets it on the sign-in
// screen.
const loadSession = () => import('./session');
type Session = Awaited<ReturnType<typeof loadSession>>;

// The server's record matters only once someone is signed in: its query's code loads then.
const ServerRecord = lazy(() =>
  import('./server-record').then((module) => ({ default: module.ServerRecord })),
);

/** Whether start-up has anything to restore: a stored user, or a redirect sign-in coming back. */
async function hasSessionToRestore(): Promise<boolean> {
  return redirectPending() || (await hasStoredUser());
}

/**
 * The auth front (docs/product.md#sign-in-and-session): who is signed in, held in the query cache (session-user.ts) with
 * the persisted `authUser` copy start-up reads following it, and the server's record of them, a
 * query (useUser, in ServerRecord) whose changes (a saved profile among them) the signed-in user
 * takes on.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const user = useSessionUser();
  const [loading, setLoading] = useState(true);
  const [emulator, setEmulator] = useState(false);

  useEffect(() => mirrorSessionUser(client), [client]);

  const adopt = useCallback(
    (signedIn: SignedIn | null) => {
      if (signedIn?.server) {
        client.setQueryData(userQueryOptions(signedIn.user.id).queryKey, signedIn.server);
      }
      setSessionUser(client, signedIn?.user ?? null);
      return signedIn?.user ?? null;
    },
    [client],
  );

  const forget = useCallback(() => {
    setSessionUser(client, null);
    client.removeQueries({ queryKey: userQueryOptions(user?.id ?? 0).queryKey });
    forgetDeviceCopies();
  }, [client, user?.id]);

  useEffect(() => {
    let active = true;
    const cap = setTimeout(() => setLoading(false), authLoadingCapMs);
    hasSessionToRestore()
      .then(async (restore) => {
        if (!restore) return;
        const restored = await (await loadSession()).restoreSession();
        if (active) adopt(restored);
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
  }, [adopt]);

  const prepareSignIn = useCallback(() => {
    loadSession()
      .then((loaded) => loaded.isEmulatorSignIn())
      .then(setEmulator)
      .catch(() => undefined);
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    async function signInWith(run: (loaded: Session) => Promise<SignedIn | null>) {
      setLoading(true);
      try {
        return adopt(await run(await loadSession()));
      } catch (error) {
        toastError('Sign-in failed', error);
        return null;
      } finally {
        setLoading(false);
      }
    }
    const updateProfile = (fields: Partial<Omit<AuthUser, 'id' | 'uid'>>) => {
      if (!user) return;
      setSessionUser(client, { ...user, ...fields });
      client.setQueryData(userQueryOptions(user.id).queryKey, (record) =>
        record ? withProfileFields(record, fields) : record,
      );
    };

    return {
      user,
      loading,
      emulator,
      prepareSignIn,
      signInWithGoogle: () => signInWith((loaded) => loaded.signIn('google')),
      signInWithApple: () => signInWith((loaded) => loaded.signIn('apple')),
      devSignIn: (name, email) => signInWith((loaded) => loaded.devSignIn(name, email)),
      signOut: async () => {
        if (getPlatform() === 'ios') {
          setSessionUser(client, null);
          await new Promise((resolve) => setTimeout(resolve, iosSignOutWaitMs));
        }
        await (await loadSession()).signOutEverywhere();
        forget();
      },
      makeAdmin: () => updateProfile({ isAdmin: true }),
      updateProfile: (fields) => {
        updateProfile(fields);
        return Promise.resolve();
      },
      deleteAccount: async () => {
        if (!user) return false;
        const deleted = await (await loadSession()).deleteAccount(user);
        if (deleted) forget();
        return deleted;
      },
    };
  }, [user, loading, emulator, prepareSignIn, adopt, forget, client]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {user && (
        <QuietBoundary what="Server record">
          <ServerRecord userId={user.id} />
        </QuietBoundary>
      )}
    </AuthContext.Provider>
  );
}
