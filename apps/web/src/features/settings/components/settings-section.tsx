import { useId, type ReactNode } from 'react';

/** One group of settings on the Settings screen: a heading and its controls. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl border border-stone-200 p-4 dark:border-stone-800"
    >
      <h2 id={headingId} className="mb-3 font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {children}
    </section>
  );
}
