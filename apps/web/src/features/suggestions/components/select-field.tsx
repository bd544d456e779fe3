import type { SelectHTMLAttributes } from 'react';
import {
  LabelledField,
  lineControlClasses,
  type FieldProps,
} from '../../../components/ui/labelled-field';

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'>;

/** A labelled select; an error is announced with it and marks it invalid (as TextField). */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  error,
  ...native
}: NativeProps &
  FieldProps<T> & {
    /** The choices, in the order shown. */
    options: readonly { value: T; label: string }[];
  }) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <select
          {...native}
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className={lineControlClasses}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
