import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { returnPathFrom } from '../../../lib/return-path';
import { useAuth } from '../auth-context';
import type { AuthUser } from '@waggle/shared/users';
import { providerLabels, type ProviderName } from '../identity/providers';
import { DevSignInForm } from './dev-sign-in-form';
import { Button } from '../../../components/ui/button';

const benefits = [
  'Save places and find them on any device',
  'Suggest places that are missing',
  'Rate and review with photos',
  "Keep your dog's name and size, so places can fit your dog",
];

export function SignInPanel() {
  const { signInWithGoogle, signInWithApple, loading, emulator, prepareSignIn } = useAuth();
  useEffect(prepareSignIn, [prepareSignIn]);
  const search = useSearch();
  const [, navigate] = useLocation();
  const returnTo = returnPathFrom(search);
  const done = (user: AuthUser | null) => {
    if (user) navigate(returnTo, { replace: true });
  };
  // Busy from the tap on: loading Firebase and reaching the provider can take seconds.
  const [pending, setPending] = useState<ProviderName | null>(null);
  const start = (provider: ProviderName, signIn: () => Promise<AuthUser | null>) => {
    setPending(provider);
    void signIn()
      .then(done)
      .finally(() => setPending(null));
  };
  const label = (provider: ProviderName) =>
    pending === provider
      ? `Connecting to ${providerLabels[provider]}…`
      : `Continue with ${providerLabels[provider]}`;

  return (
    <section>
      <ul className="grid gap-2 text-stone-800 dark:text-stone-200">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true">🐾</span>
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3">
        <Button
          disabled={loading || pending !== null}
          aria-busy={pending === 'google'}
          onClick={() => start('google', signInWithGoogle)}
        >
          {pending === 'google' && <ButtonSpinner />}
          {label('google')}
        </Button>
        <Button
          variant="secondary"
          disabled={loading || pending !== null}
          aria-busy={pending === 'apple'}
          onClick={() => start('apple', signInWithApple)}
        >
          {pending === 'apple' && <ButtonSpinner />}
          {label('apple')}
        </Button>
      </div>
      <p className="mt-4 text-xs text-stone-600 dark:text-stone-400">
        Waggle uses your name, email and photo from Google or Apple only to run your account. You
        can delete your account and everything in it at any time from your profile.
      </p>
      {emulator && <DevSignInForm onSignedIn={done} />}
    </section>
  );
}
