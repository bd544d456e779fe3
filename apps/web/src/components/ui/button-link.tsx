import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { haptic } from '../../lib/native/haptics';

export const buttonClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

export const secondaryButtonClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

export const dangerButtonClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';

/** A link that looks like the primary button, and presses like it (docs/product.md#haptics). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClasses} onClick={() => haptic('buttonPress')}>
      {children}
    </Link>
  );
}
