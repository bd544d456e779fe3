import { useId, type ReactNode } from 'react';

/** The frame of one item in an admin list. */
export const cardClasses =
  'rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900';

/** One section of the admin area, under its h2. */
export function AdminSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {action}
      {children}
    </section>
  );
}
