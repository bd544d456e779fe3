import type { InputHTMLAttributes } from 'react';
import { LabelledField, lineControlClasses, type FieldProps } from './labelled-field';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>;

/** A labelled text input; an error is announced with it and marks it invalid. */
export function TextField({
  label,
  value,
  onChange,
  error,
  ...native
}: NativeProps & FieldProps<string>) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <input
          {...native}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={lineControlClasses}
        />
      )}
    </LabelledField>
  );
}
