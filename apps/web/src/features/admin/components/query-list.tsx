import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { errorMessage } from '../../../lib/errors';

const noteClasses = 'mt-3 text-sm text-stone-600 dark:text-stone-400';

/**
 * A list the admin area reads: "Loading…" first, the failure in words with a way to try again,
 * the `empty` sentence when there is nothing, else each item.
 */
export function QueryList<D, T extends { id: number }>({
  query,
  what,
  items,
  empty,
  children,
}: {
  query: UseQueryResult<D>;
  /** "suggestions": what is loading or failed to load. */
  what: string;
  items: (data: D) => readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className={noteClasses}>
        Loading {what}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
        <p>
          The {what} didn't load. {errorMessage(query.error)}
        </p>
        <button
          type="button"
          className={`${secondaryButtonClasses} mt-3`}
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const list = items(query.data);
  if (list.length === 0) return <p className={noteClasses}>{empty}</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {list.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
