import { Capacitor } from '@capacitor/core';
import { FirebaseAuthentication, type SignInResult } from '@capacitor-firebase/authentication';

export type NativeSignInResult = SignInResult;

export const isNativeAuthAvailable = (): boolean =>
  Capacitor.isPluginAvailable('FirebaseAuthentication');

/** docs/product.md#sign-in-and-session: Google forces the account chooser; Apple asks for email and name, in English. */
export function nativeSignIn(provider: 'google' | 'apple'): Promise<NativeSignInResult> {
  return provider === 'google'
    ? FirebaseAuthentication.signInWithGoogle({
        customParameters: [{ key: 'prompt', value: 'select_account' }],
      })
    : FirebaseAuthentication.signInWithApple({
        scopes: ['email', 'name'],
        customParameters: [{ key: 'locale', value: 'en' }],
      });
}

export async function nativeSignOut(): Promise<void> {
  if (isNativeAuthAvailable()) await FirebaseAuthentication.signOut();
}
