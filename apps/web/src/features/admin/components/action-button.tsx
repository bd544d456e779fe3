import type { ButtonHTMLAttributes, ReactNode } from 'react';
import {
  buttonClasses,
  dangerButtonClasses,
  secondaryButtonClasses,
} from '../../../components/ui/button-link';
import { ButtonSpinner } from '../../../components/ui/spinner';

const variants = {
  primary: buttonClasses,
  secondary: secondaryButtonClasses,
  danger: dangerButtonClasses,
} as const;

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & {
  type?: 'button' | 'submit';
};

/** A button for one admin action; while it runs it is disabled and says what it is doing. */
export function ActionButton({
  type = 'button',
  busy = false,
  busyText,
  variant = 'secondary',
  children,
  disabled,
  ...native
}: NativeProps & {
  busy?: boolean;
  /** "Approving…": said while the action runs. */
  busyText: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <button
      {...native}
      type={type}
      className={variants[variant]}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <ButtonSpinner />}
      {busy ? busyText : children}
    </button>
  );
}
