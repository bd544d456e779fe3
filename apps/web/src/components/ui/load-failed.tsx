import type { ReactNode } from 'react';
import { ButtonSpinner } from './spinner';
import { Button } from './button';

/**
 * A part of a screen that didn't load: what failed, in words (`children`), and "Try again".
 * `retrying` while the new attempt runs, so the button shows it is at work.
 */
export function LoadFailed({
  children,
  onRetry,
  retrying = false,
}: {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
      <p>{children}</p>
      <Button variant="secondary" className="mt-3" disabled={retrying} onClick={onRetry}>
        {retrying && <ButtonSpinner />}
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}
