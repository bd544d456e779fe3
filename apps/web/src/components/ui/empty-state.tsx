import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message in place of content; `level` 1 when it is all the screen shows (its one h1). */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  level = 2,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700">
      <Icon aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />
      <Heading className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </Heading>
      <div className="mt-2 max-w-xs text-sm text-stone-600 dark:text-stone-400">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}
