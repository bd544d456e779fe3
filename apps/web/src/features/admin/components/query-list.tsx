import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorMessage } from '../../../lib/errors';
import { useWideScreen } from '../use-wide-screen';

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
 *
 * docs/product.md#admin-area: on a wide screen a queue (one with `summary`) lists its items by
 * their summaries beside the chosen item in full; other lists take two columns.
 */
export function QueryList<D, T extends { id: number }>({
  query,
  what,
  items,
  empty,
  total,
  summary,
  children,
}: {
  query: UseQueryResult<D>;
  /** "suggestions": what is loading or failed to load. */
  what: string;
  items: (data: D) => readonly T[];
  empty: string;
  total?: ListTotal;
  /** An item in a few words, for the list beside the chosen item on a wide screen. */
  summary?: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const wide = useWideScreen();
  const [chosenId, setChosenId] = useState<number | null>(null);
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
  // The chosen item, or the first once it has left the list (decided, restored).
  const chosen = list.find((item) => item.id === chosenId) ?? list[0];
  return (
    <>
      {total && list.length < count && (
        <p className={noteClasses}>
          Showing the {total.first} {list.length} of {count}.
        </p>
      )}
      {wide && summary && chosen ? (
        <div className="mt-3 grid grid-cols-[minmax(0,20rem)_minmax(0,1fr)] items-start gap-4">
          <ul className="grid gap-2" aria-label={`The ${what}`}>
            {list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={item === chosen ? 'true' : undefined}
                  onClick={() => setChosenId(item.id)}
                  className={clsx(
                    'w-full rounded-xl border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    item === chosen
                      ? 'border-brand-700 bg-brand-50 font-medium text-stone-900 dark:border-brand-300 dark:bg-stone-800 dark:text-stone-50'
                      : 'border-stone-200 bg-white text-stone-800 dark:border-stone-800 dark:bg-stone-900 dark:text-stone-200',
                  )}
                >
                  {summary(item)}
                </button>
              </li>
            ))}
          </ul>
          <div>{children(chosen)}</div>
        </div>
      ) : (
        <ul className={clsx('mt-3 grid gap-3', wide && 'grid-cols-2 items-start')}>
          {list.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
