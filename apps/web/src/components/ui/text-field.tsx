import { useId, type InputHTMLAttributes } from 'react';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>;

/** A labelled text input; an error is announced with it and marks it invalid. */
export function TextField({
  label,
  value,
  onChange,
  error,
  ...native
}: NativeProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        {...native}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
