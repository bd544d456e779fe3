import type { TextareaHTMLAttributes } from 'react';
import { LabelledField, type FieldProps } from './labelled-field';

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
}: NativeProps & FieldProps<string> & { limit?: number }) {
  const count = limit !== undefined && (
    <span
      className={
        value.length > limit ? 'text-red-700 tabular-nums dark:text-red-400' : 'tabular-nums'
      }
    >
      {countFormat.format(value.length)} / {countFormat.format(limit)}
    </span>
  );
  return (
    <LabelledField label={label} error={error} hint={count}>
      {(control) => (
        <textarea
          {...native}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="mt-1 block min-h-28 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        />
      )}
    </LabelledField>
  );
}
