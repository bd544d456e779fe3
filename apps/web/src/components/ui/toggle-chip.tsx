import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The pill look, on or off; also for plain buttons that sit among the chips. */
export const chipClasses = (pressed: boolean) =>
  clsx(
    'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    pressed
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
  );

/** A pill that is on or off (a toggle button: aria-pressed). */
export function ToggleChip({
  pressed,
  onPressedChange,
  children,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={chipClasses(pressed)}
    >
      {children}
    </button>
  );
}
