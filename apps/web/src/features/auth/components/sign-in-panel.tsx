import { useLocation, useSearch } from 'wouter';
import { buttonClasses, secondaryButtonClasses } from '../../../components/ui/button-link';
import { returnPathFrom } from '../../../lib/return-path';
import { useAuth } from '../auth-context';
import type { AuthUser } from '../auth-user';
import { DevSignInForm } from './dev-sign-in-form';

const benefits = [
  'Save places and find them on any device',
  'Suggest places that are missing',
  'Rate and review with photos',
  "Keep your dog's name and size, so places can fit your dog",
];

export function SignInPanel() {
  const { signInWithGoogle, signInWithApple, loading, emulator } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const returnTo = returnPathFrom(search);
  const done = (user: AuthUser | null) => {
    if (user) navigate(returnTo, { replace: true });
  };

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
        <button
          type="button"
          className={buttonClasses}
          disabled={loading}
          onClick={() => void signInWithGoogle().then(done)}
        >
          Continue with Google
        </button>
        <button
          type="button"
          className={secondaryButtonClasses}
          disabled={loading}
          onClick={() => void signInWithApple().then(done)}
        >
          Continue with Apple
        </button>
      </div>
      <p className="mt-4 text-xs text-stone-600 dark:text-stone-400">
        Waggle uses your name, email and photo from Google or Apple only to run your account. You
        can delete your account and everything in it at any time from your profile.
      </p>
      {emulator && <DevSignInForm onSignedIn={done} />}
    </section>
  );
}
