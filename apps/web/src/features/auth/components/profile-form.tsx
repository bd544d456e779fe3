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
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useUpdateProfile } from '../api/update-profile';
import { Button } from '../../../components/ui/button';

const placeOf = byFirstKey(['displayName', 'dogName', 'dogSize']);

export function ProfileForm({ user }: { user: AuthUser }) {
  const mutation = useUpdateProfile(user.id);
  const [displayName, setDisplayName] = useState(user.displayName);
  const [dogName, setDogName] = useState(user.dogName ?? '');
  const [dogSize, setDogSize] = useState<DogSize | null>(user.dogSize ?? null);
  const { form, errors, submit } = useFormSubmit({
    placeOf,
    failureTitle: "Couldn't save your profile",
  });
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateProfileBodySchema.safeParse({ displayName, dogName, dogSize });
    const sent = await submit(parsed, mutation.mutateAsync);
    if (!sent) return;
    const { dogName: savedDogName } = sent.answer;
    toast({
      title: 'Profile saved',
      description: savedDogName ? `Say hi to ${savedDogName}!` : undefined,
    });
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-6 grid gap-5"
    >
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
          {/* A size once chosen can be taken back (docs/product.md#profile-and-account). */}
          <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 font-medium has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 dark:border-stone-700 dark:has-checked:bg-stone-800">
            <input
              type="radio"
              name={`${id}-size`}
              value=""
              checked={dogSize === null}
              onChange={() => setDogSize(null)}
              className="accent-brand-700"
            />
            Not set
          </label>
        </div>
      </fieldset>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
