import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../auth-context';
import type { AuthUser } from '@waggle/shared/users';
import { Button } from '../../../components/ui/button';

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
      <div className="mt-3 grid gap-3">
        <TextField label="Name" value={name} onChange={setName} required autoComplete="name" />
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          required
          autoComplete="email"
        />
      </div>
      <Button type="submit" variant="secondary" className="mt-4 w-full" disabled={loading}>
        Dev sign-in
      </Button>
    </form>
  );
}
