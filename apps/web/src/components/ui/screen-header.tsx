import type { ReactNode } from 'react';

/** index.html preloads it (docs/product.md#page-performance): the first screen shows it at once. */
const logoUrl = '/images/logo.svg';

export function ScreenHeader({
  title,
  subtitle,
  action,
  logo = false,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  /** Waggle's logo before the title (the home screen's). */
  logo?: boolean;
}) {
  return (
    <header className="flex items-end justify-between gap-3 pt-6 pb-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900 dark:text-stone-50">
          {logo && <img src={logoUrl} alt="" width="32" height="32" className="size-8" />}
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{subtitle}</p>}
      </div>
      {action}
    </header>
  );
}
