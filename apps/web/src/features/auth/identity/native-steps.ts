import {
  GoogleAuthProvider,
  OAuthProvider,
  signInWithCredential,
  type Auth,
  type User,
} from 'firebase/auth';
import { isNativeAuthAvailable, nativeSignIn } from '../../../lib/native/firebase-authentication';
import type { NativeSignInSteps } from './native-sign-in';
import type { ProviderName } from './providers';
import { signInWithWebPopup, signInWithWebRedirect } from './web-sign-in';

interface PluginCredential {
  idToken?: string;
  accessToken?: string;
  nonce?: string;
}

function toFirebaseCredential(provider: ProviderName, credential: PluginCredential) {
  if (provider === 'google') {
    return GoogleAuthProvider.credential(
      credential.idToken ?? null,
      credential.accessToken ?? null,
    );
  }
  return new OAuthProvider('apple.com').credential({
    idToken: credential.idToken ?? '',
    ...(credential.nonce ? { rawNonce: credential.nonce } : {}),
  });
}

/** The real steps of the native flow: the Capacitor plugin, then the web SDK. */
export function nativeSteps(auth: Auth, provider: ProviderName): NativeSignInSteps<User> {
  return {
    pluginAvailable: isNativeAuthAvailable,
    signInNatively: () => nativeSignIn(provider),
    adoptCredential: async (credential) => {
      await signInWithCredential(
        auth,
        toFirebaseCredential(provider, credential as PluginCredential),
      );
    },
    currentUser: () => auth.currentUser,
    popup: () => signInWithWebPopup(auth, provider),
    redirect: () => signInWithWebRedirect(auth, provider),
  };
}
