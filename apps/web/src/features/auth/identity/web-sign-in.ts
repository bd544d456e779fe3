import {
  browserPopupRedirectResolver,
  getRedirectResult,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type User,
} from 'firebase/auth';
import { createProvider, type ProviderName } from './providers';
import { errorCode, ProviderSignInError, reachProvider } from './reach-provider';
import { redirectPending, redirectPendingKey } from './redirect-pending';

const redirectInstead = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);
const closedByUser = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/**
 * Popup first; a blocked popup falls back to a redirect (its result is read at start-up). A
 * provider that cannot be reached is a readable error within 10 s (reach-provider.ts).
 */
export async function signInWithWebPopup(auth: Auth, name: ProviderName): Promise<User | null> {
  try {
    return (
      await reachProvider(name, () =>
        signInWithPopup(auth, createProvider(name), browserPopupRedirectResolver),
      )
    ).user;
  } catch (error) {
    const code = errorCode(error);
    if (closedByUser.has(code)) return null;
    if (redirectInstead.has(code)) return signInWithWebRedirect(auth, name);
    // Firebase's own text is for developers; the person reads a sentence.
    throw code.startsWith('auth/') ? new ProviderSignInError(name, error) : error;
  }
}

export async function signInWithWebRedirect(auth: Auth, name: ProviderName): Promise<null> {
  sessionStorage.setItem(redirectPendingKey, name);
  await signInWithRedirect(auth, createProvider(name), browserPopupRedirectResolver);
  return null;
}

/**
 * The result of a redirect sign-in this tab started, if any. Only then is it asked for: reading
 * it loads the provider's helper frame, which is slow and, offline, never answers.
 */
export async function takeRedirectResult(auth: Auth): Promise<User | null> {
  if (!redirectPending()) return null;
  sessionStorage.removeItem(redirectPendingKey);
  const result = await getRedirectResult(auth, browserPopupRedirectResolver).catch(() => null);
  return result?.user ?? null;
}
