import { useId } from 'react';
import type { ChangeRow } from '../place-field-changes';

/** "What changes": each changed field as "old → new", or a line saying nothing has changed yet. */
export function ChangeSummary({ rows }: { rows: readonly ChangeRow[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-stone-100 p-3 text-sm dark:bg-stone-800"
    >
      <h3 id={headingId} className="font-semibold text-stone-900 dark:text-stone-50">
        What changes
      </h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-stone-700 dark:text-stone-300">Nothing yet.</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-stone-800 dark:text-stone-200">
          {rows.map((row) => (
            <li key={row.name} className="break-words">
              <span className="font-medium">{row.label}:</span> {row.from} → {row.to}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
