import { GoogleAuthProvider, OAuthProvider, type AuthProvider } from 'firebase/auth';

export type ProviderName = 'google' | 'apple';

export const providerLabels: Record<ProviderName, string> = { google: 'Google', apple: 'Apple' };

/** docs/product.md#sign-in-and-session: Google forces the account chooser; Apple asks for email and name, in English. */
export function createProvider(name: ProviderName): AuthProvider {
  if (name === 'google') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  apple.setCustomParameters({ locale: 'en' });
  return apple;
}
