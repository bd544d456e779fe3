import { useId, useState, type FormEvent } from 'react';
import { dogSizeLabels, dogSizes, type DogSize } from '@waggle/shared/domain';
import {
  maxDisplayNameLength,
  maxDogNameLength,
  updateProfileBodySchema,
  type AuthUser,
} from '@waggle/shared/users';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { toastError } from '../../../lib/errors';
import { haptic } from '../../../lib/native/haptics';
import { useUpdateProfile } from '../api/update-profile';
import { Button } from '../../../components/ui/button';

type Field = 'displayName' | 'dogName' | 'dogSize';

export function ProfileForm({ user }: { user: AuthUser }) {
  const mutation = useUpdateProfile(user.id);
  const [displayName, setDisplayName] = useState(user.displayName);
  const [dogName, setDogName] = useState(user.dogName ?? '');
  const [dogSize, setDogSize] = useState<DogSize | null>(user.dogSize ?? null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateProfileBodySchema.safeParse({ displayName, dogName, dogSize });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      haptic('formValidation');
      return;
    }
    setErrors({});
    haptic('buttonPress');
    try {
      const saved = await mutation.mutateAsync(parsed.data);
      toast({
        title: 'Profile saved',
        description: saved.dogName ? `Say hi to ${saved.dogName}!` : undefined,
      });
    } catch (error) {
      haptic('formError');
      toastError("Couldn't save your profile", error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 grid gap-5">
      <TextField
        label="Your name"
        value={displayName}
        onChange={setDisplayName}
        autoComplete="name"
        maxLength={maxDisplayNameLength}
        error={errors.displayName}
      />
      <TextField
        label="Dog's name"
        value={dogName}
        onChange={setDogName}
        maxLength={maxDogNameLength}
        error={errors.dogName}
      />
      <fieldset>
        <legend className="text-sm font-medium">Dog size</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {dogSizes.map((size) => (
            <label
              key={size}
              className="flex min-h-14 cursor-pointer flex-col justify-center rounded-xl border border-stone-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 dark:border-stone-700 dark:has-checked:bg-stone-800"
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={size}
                  checked={dogSize === size}
                  onChange={() => setDogSize(size)}
                  className="accent-brand-700"
                />
                {dogSizeLabels[size].name}
              </span>
              <span className="pl-6 text-xs text-stone-700 dark:text-stone-300">
                {dogSizeLabels[size].weight}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
