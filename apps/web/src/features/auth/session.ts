import {
  GoogleAuthProvider,
  signInWithCredential,
  signOut as signOutOfFirebase,
} from 'firebase/auth';
import type { AuthUser, ServerUser } from '@waggle/shared/users';
import { toast } from '../../components/ui/toast-store';
import { setAuthTokenSource } from '../../lib/api-client';
import { currentIdToken, getFirebase, requireFirebase } from '../../lib/firebase';
import { nativeSignOut } from '../../lib/native/firebase-authentication';
import { isNativePlatform } from '../../lib/platform';
import { deleteAccountRequest } from './api/delete-account';
import { getUser } from './api/get-user';
import { validateSession } from './api/validate-session';
import { withServerProfile, type SignedIn } from './auth-user';
import { completeSignIn } from './complete-sign-in';
import { signInOnNative } from './identity/native-sign-in';
import { nativeSteps } from './identity/native-steps';
import type { ProviderName } from './identity/providers';
import { signInWithWebPopup, takeRedirectResult } from './identity/web-sign-in';
import { keepStoredUser, readStoredUser } from './stored-user';

// Loaded on demand by the AuthProvider, with the Firebase SDK.

setAuthTokenSource(currentIdToken);

/** docs/product.md#sign-in-and-session "On startup", steps 1–5. */
export async function restoreSession(): Promise<SignedIn | null> {
  // Offline, Firebase may not set up: the stored user still counts (step 5).
  const firebase = await getFirebase().catch(() => null);
  if (firebase) {
    await firebase.auth.authStateReady();
    const redirected = await takeRedirectResult(firebase.auth);
    if (redirected) return completeSignIn(redirected);
  }

  let stored = await readStoredUser();
  if (!stored) return null;
  // Every server record read here goes to the query cache: useUser need not ask again.
  let fetched: ServerUser | null = null;
  if ((!stored.dogName || !stored.dogSize) && stored.id > 0) {
    fetched = await getUser(stored.id).catch(() => null);
    if (fetched) stored = withServerProfile(stored, fetched);
  }

  const check = await validateSession(stored.uid, stored.id);
  switch (check.outcome) {
    case 'failed':
      return { user: stored, server: fetched };
    case 'invalid':
      toast({
        variant: 'destructive',
        title: 'Session Expired',
        description: 'Your account was not found. Please sign in again.',
      });
      await keepStoredUser(null);
      return null;
    case 'valid': {
      const adopted = withServerProfile(stored, check.user);
      // docs/product.md#start-up-session-check: the id is replaced when the server found the user by identity id.
      const user = check.foundBy ? adopted : { ...adopted, id: stored.id };
      await keepStoredUser(user);
      return { user, server: check.user.id === user.id ? check.user : null };
    }
  }
}

export async function signIn(provider: ProviderName): Promise<SignedIn | null> {
  const { auth } = await requireFirebase();
  const identity = isNativePlatform()
    ? await signInOnNative(provider, nativeSteps(auth, provider))
    : await signInWithWebPopup(auth, provider);
  return identity ? completeSignIn(identity) : null;
}

/** Emulator only: signs in as a made-up Google account, since Google's popup cannot load here. */
export async function devSignIn(name: string, email: string): Promise<SignedIn | null> {
  const { auth, emulator } = await requireFirebase();
  if (!emulator) throw new Error('Dev sign-in exists only with the local Auth emulator.');
  const claims = { sub: `dev-${email.toLowerCase()}`, email, name, email_verified: true };
  const result = await signInWithCredential(
    auth,
    GoogleAuthProvider.credential(JSON.stringify(claims)),
  );
  return completeSignIn(result.user);
}

export async function isEmulatorSignIn(): Promise<boolean> {
  return (await getFirebase().catch(() => null))?.emulator ?? false;
}

export async function signOutEverywhere(): Promise<void> {
  const firebase = await getFirebase().catch(() => null);
  await Promise.allSettled([
    firebase ? signOutOfFirebase(firebase.auth) : Promise.resolve(),
    nativeSignOut(),
  ]);
  await keepStoredUser(null);
}

/** docs/product.md#profile-and-account: true after the server deleted the account and the user is signed out. */
export async function deleteAccount(user: AuthUser): Promise<boolean> {
  try {
    await deleteAccountRequest(user.id);
  } catch {
    return false;
  }
  await signOutEverywhere();
  return true;
}
