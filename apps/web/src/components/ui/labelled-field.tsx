import { useId, type ReactNode } from 'react';
import { haptic } from '../../lib/native/haptics';

/** What a labelled field takes, whatever its control: the label, the value and its change, the error. */
export interface FieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
}

/**
 * What the control in a LabelledField takes, so the label names it, the messages describe it, and
 * focusing it is felt (docs/product.md#haptics "input focus").
 */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  onFocus: () => void;
}

const focusHaptic = () => haptic('inputFocus');

/** The look of a one-line control (an input, a select) in a LabelledField. */
export const lineControlClasses =
  'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

/**
 * A label over one control (`children` renders it with the props given), and under it the error,
 * which marks the control invalid, beside an optional hint; the control is described by both.
 */
export function LabelledField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        onFocus: focusHaptic,
      })}
      {(error || hint) && (
        <div className="mt-1 flex justify-between gap-2 text-sm">
          {error ? (
            <p id={errorId} className="text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint && (
            <p id={hintId} className="text-stone-600 dark:text-stone-400">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
