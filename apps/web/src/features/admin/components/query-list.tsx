import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorMessage } from '../../../lib/errors';

const noteClasses = 'mt-3 text-sm text-stone-600 dark:text-stone-400';

/** How many items there are in all, when the server sends only the first of them. */
interface ListTotal {
  /** From the summary; undefined until it has loaded. */
  count: number | undefined;
  /** Which ones the server sends first: the list's order. */
  first: 'oldest' | 'newest';
}

/**
 * A list the admin area reads: "Loading…" first, the failure in words with a way to try again,
 * the `empty` sentence when there is nothing, else each item. With `total`, a list holding fewer
 * items than there are (the server sends at most 100) says how many of them it shows.
 */
export function QueryList<D, T extends { id: number }>({
  query,
  what,
  items,
  empty,
  total,
  children,
}: {
  query: UseQueryResult<D>;
  /** "suggestions": what is loading or failed to load. */
  what: string;
  items: (data: D) => readonly T[];
  empty: string;
  total?: ListTotal;
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
      <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching}>
        The {what} didn't load. {errorMessage(query.error)}
      </LoadFailed>
    );
  }
  const list = items(query.data);
  if (list.length === 0) return <p className={noteClasses}>{empty}</p>;
  const count = total?.count ?? 0;
  return (
    <>
      {total && list.length < count && (
        <p className={noteClasses}>
          Showing the {total.first} {list.length} of {count}.
        </p>
      )}
      <ul className="mt-3 grid gap-3">
        {list.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}
