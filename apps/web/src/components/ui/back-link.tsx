import { ArrowLeft } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { historyIndex } from '../../lib/history-index';
import { haptic } from '../../lib/native/haptics';

/**
 * The app's own back arrow above a screen (docs/product.md#routes-and-navigation), with the
 * back-navigation haptic. It leads to `href`; with `previous`, to the previous screen in the app's
 * history when there is one, and to `href` (in place of the current entry) from the first screen
 * the app showed, as Android's back button does.
 */
export function BackLink({
  href,
  previous = false,
  children,
}: {
  href: string;
  previous?: boolean;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent) => {
    haptic('backNavigation');
    if (previous && historyIndex(window.history) > 0) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <Link
      href={href}
      replace={previous}
      onClick={onClick}
      className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 dark:text-brand-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
