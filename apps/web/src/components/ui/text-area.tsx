import { useId, type TextareaHTMLAttributes } from 'react';

type NativeProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange' | 'value' | 'maxLength'
>;

const countFormat = new Intl.NumberFormat('en');

/**
 * A labelled multi-line input; an error is announced with it and marks it invalid. With `limit`,
 * a counter shows how much is used; going over is left to the form's check to explain, so
 * pasted text is never cut silently.
 */
export function TextArea({
  label,
  value,
  onChange,
  error,
  limit,
  ...native
}: NativeProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  limit?: number;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error && errorId, limit && countId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        {...native}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        className="mt-1 block min-h-28 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      />
      <div className="mt-1 flex justify-between gap-2 text-sm">
        {error ? (
          <p id={errorId} className="text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : (
          <span />
        )}
        {limit !== undefined && (
          <p
            id={countId}
            className={
              value.length > limit
                ? 'text-red-700 tabular-nums dark:text-red-400'
                : 'text-stone-600 tabular-nums dark:text-stone-400'
            }
          >
            {countFormat.format(value.length)} / {countFormat.format(limit)}
          </p>
        )}
      </div>
    </div>
  );
}
