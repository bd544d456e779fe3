import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonSpinner } from '../../../components/ui/spinner';

/** A button for one admin action; while it runs it is disabled and says what it is doing. */
export function ActionButton({
  busy = false,
  busyText,
  variant = 'secondary',
  children,
  disabled,
  ...native
}: Omit<ComponentProps<typeof Button>, 'className'> & {
  busy?: boolean;
  /** "Approving…": said while the action runs. */
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button {...native} variant={variant} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <ButtonSpinner />}
      {busy ? busyText : children}
    </Button>
  );
}
