import {
  placeFieldLabels,
  placeFieldNames,
  type PlaceFieldChanges,
} from '@waggle/shared/place-fields';
import type { Suggestion } from '@waggle/shared/suggestions';
import { RotateCcw } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useMySuggestions } from '../api/get-my-suggestions';
import { emptyPlaceFieldsDraft, draftOfFields } from '../place-fields-draft';
import { placeFieldText } from '../place-field-text';
import { startEditDraft } from './edit-suggestion-dialog';
import { startNewPlaceDraft } from './new-place-form';
import { SuggestionStatus } from './suggestion-status';
import { dayText } from '../../../lib/dates';

/** What a moderator changed as they approved it, "Name: Bark Café Paris" a line. */
function Corrections({ corrected }: { corrected: PlaceFieldChanges }) {
  const names = placeFieldNames.filter((name) => corrected[name] !== undefined);
  return (
    <div className="text-sm text-stone-800 dark:text-stone-200">
      <p className="font-medium">Approved with a moderator's changes:</p>
      <ul className="list-disc pl-5">
        {names.map((name) => (
          <li key={name}>
            {placeFieldLabels[name]}: {placeFieldText(name, corrected[name] ?? null)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A rejected suggestion's way back: its fields and note become the form's draft, to correct and
 * send again (docs/product.md#my-contributions).
 */
function SendAgain({ suggestion }: { suggestion: Suggestion }) {
  const [, navigate] = useLocation();
  const { kind, placeId, fields, note } = suggestion;
  function start() {
    if (kind === 'edit' && placeId !== null) {
      startEditDraft(placeId, fields, note ?? '');
      navigate(`${paths.suggest}?edit=${placeId}`);
    } else {
      const draft = { ...emptyPlaceFieldsDraft, ...draftOfFields(fields) };
      startNewPlaceDraft({ fields: draft, photos: [], note: note ?? '' });
      navigate(paths.suggest);
    }
  }
  return (
    <Button variant="secondary" className="justify-self-start" onClick={start}>
      <RotateCcw aria-hidden="true" className="size-4" />
      Correct and send again
    </Button>
  );
}

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const { kind, placeId, placeName, status, adminNote, corrected, createdAt } = suggestion;
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
        {kind === 'new' ? 'New place' : 'Edit'} · sent {dayText(createdAt)}
      </p>
      {adminNote && (
        <p className="text-sm text-stone-800 dark:text-stone-200">
          <span className="font-medium">Moderator's note:</span> {adminNote}
        </p>
      )}
      {corrected && <Corrections corrected={corrected} />}
      {status === 'rejected' && <SendAgain suggestion={suggestion} />}
    </li>
  );
}

/**
 * The person's suggestions, newest first, each with its status, the moderator's note and what a
 * moderator corrected; a rejected one can be corrected and sent again.
 */
export function MySuggestions({ userId }: { userId: number }) {
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
