import type { Suggestion } from '@waggle/shared/suggestions';
import { Link } from 'wouter';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useMySuggestions } from '../api/get-my-suggestions';
import { SuggestionStatus } from './suggestion-status';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const { kind, placeId, placeName, status, adminNote, createdAt } = suggestion;
  // A new place has a page once approved; an edit's place has one all along.
  const href = placeId !== null && (kind === 'edit' || status === 'approved') ? placeId : null;
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-stone-900 dark:text-stone-50">
          {href === null ? (
            placeName
          ) : (
            <Link href={paths.location(href)} className="underline">
              {placeName}
            </Link>
          )}
        </p>
        <SuggestionStatus status={status} />
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {kind === 'new' ? 'New place' : 'Edit'} · sent {dateFormat.format(new Date(createdAt))}
      </p>
      {adminNote && (
        <p className="text-sm text-stone-800 dark:text-stone-200">
          <span className="font-medium">Moderator's note:</span> {adminNote}
        </p>
      )}
    </li>
  );
}

function SuggestionList({ userId }: { userId: number }) {
  const { data, error, isPending, isFetching, refetch } = useMySuggestions(userId);
  if (isPending) {
    return (
      <p role="status" className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        Loading your suggestions…
      </p>
    );
  }
  if (error) {
    return (
      <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
        Your suggestions didn't load. {errorMessage(error)}
      </LoadFailed>
    );
  }
  if (data.suggestions.length === 0) {
    return (
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        You haven't suggested anything yet. Places and changes you send show up here with what the
        moderators decided.
      </p>
    );
  }
  return (
    <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
      {data.suggestions.map((suggestion) => (
        <SuggestionItem key={suggestion.id} suggestion={suggestion} />
      ))}
    </ul>
  );
}

/** "My suggestions": what the user sent, with each one's status and the moderator's note. */
export function MySuggestions({ userId }: { userId: number }) {
  return (
    <section aria-labelledby="my-suggestions" className="mt-10">
      <h2 id="my-suggestions" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        My suggestions
      </h2>
      <SuggestionList userId={userId} />
    </section>
  );
}
