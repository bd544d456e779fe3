import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Tooltip } from './tooltip';

const looks = {
  /** A round bordered button, in a screen's header. */
  outlined:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
  /** Floating over a map or a photo. */
  floating:
    'bg-white text-stone-900 shadow-md hover:bg-stone-100 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700',
  /** Bare, as a panel's close button. */
  plain: 'text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800',
} as const;

/** A 44 px round target in px (not rem), so it keeps its size at every text size. */
export const iconButtonClasses = (look: keyof typeof looks) =>
  clsx(
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full disabled:opacity-60',
    looks[look],
  );

/** A button that is only an icon: `label` names it for screen readers and in its tooltip. */
export function IconButton({
  label,
  icon: Icon,
  look = 'outlined',
  iconClassName,
  className,
  ...native
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> & {
  label: string;
  icon: LucideIcon;
  look?: keyof typeof looks;
  iconClassName?: string;
}) {
  return (
    <Tooltip label={label}>
      <button
        {...native}
        type="button"
        aria-label={label}
        className={clsx(iconButtonClasses(look), className)}
      >
        <Icon aria-hidden="true" className={clsx('size-5', iconClassName)} />
      </button>
    </Tooltip>
  );
}
