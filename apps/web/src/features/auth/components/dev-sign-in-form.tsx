import { useId, useState, type FormEvent } from 'react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { useAuth } from '../auth-context';
import type { AuthUser } from '../auth-user';

const inputClasses =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

/** Emulator only: a made-up Google identity, because Google's popup cannot load locally. */
export function DevSignInForm({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const { devSignIn, loading } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const user = await devSignIn(name.trim(), email.trim());
    if (user) onSignedIn(user);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl border-2 border-dashed border-brand-400 p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold text-stone-900 dark:text-stone-50">
        Dev sign-in (local emulator only)
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        This server signs in against the Firebase Auth emulator. Pick any name and email.
      </p>
      <label className="mt-3 block text-sm font-medium" htmlFor={`${id}-name`}>
        Name
      </label>
      <input
        id={`${id}-name`}
        className={inputClasses}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoComplete="name"
      />
      <label className="mt-3 block text-sm font-medium" htmlFor={`${id}-email`}>
        Email
      </label>
      <input
        id={`${id}-email`}
        className={inputClasses}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoComplete="email"
      />
      <button type="submit" className={`${secondaryButtonClasses} mt-4 w-full`} disabled={loading}>
        Dev sign-in
      </button>
    </form>
  );
}
