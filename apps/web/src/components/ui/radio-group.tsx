import { useId } from 'react';

/**
 * A labelled set of radio buttons laid out in a row (wrapping when long), with an optional error,
 * which marks the group invalid.
 */
export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${name}-label`}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={Boolean(error)}
    >
      <p id={`${name}-label`} className="text-sm text-stone-700 dark:text-stone-300">
        {label}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-5 accent-brand-700"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
