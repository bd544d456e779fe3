import { useId, type SelectHTMLAttributes } from 'react';

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'>;

/** A labelled select; an error is announced with it and marks it invalid (as TextField). */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  error,
  ...native
}: NativeProps & {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The choices, in the order shown. */
  options: readonly { value: T; label: string }[];
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        {...native}
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
