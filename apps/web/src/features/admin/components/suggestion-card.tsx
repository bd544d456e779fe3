import type { AdminSuggestion } from '@waggle/shared/admin';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { useState } from 'react';
import { useApproveSuggestion } from '../api/approve-suggestion';
import { placeFieldsOf, proposedPlace } from '../place-field-values';
import { usePlaceFieldsKit } from '../place-fields-kit';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { FieldChanges, type StaleFields } from './field-changes';
import { RejectDialog } from './reject-dialog';
import { RemovablePhoto } from './removable-photo';
import { SentInHeading } from './sent-in-heading';
import { DuplicateWarnings, MovedPin, SuggestionPlace } from './suggestion-context';
import { Button } from '../../../components/ui/button';

export function suggestionTitle({ kind, fields, current }: AdminSuggestion) {
  if (kind === 'new') return `New place: ${'name' in fields ? fields.name : 'no name'}`;
  return `Edit of “${current?.name ?? 'a place no longer listed'}”`;
}

export function SuggestionCard({ suggestion }: { suggestion: AdminSuggestion }) {
  const { Editor } = usePlaceFieldsKit();
  const approval = useApproveSuggestion();
  const [correcting, setCorrecting] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const proposed: Partial<PlaceFields> = suggestion.fields;
  const current = suggestion.current && placeFieldsOf(suggestion.current);
  const corrected = proposedPlace(proposed, current);
  // docs/product.md#edit-conflicts: a stale field is applied only once the admin ticks it.
  const [confirmed, setConfirmed] = useState<(keyof PlaceFields)[]>([]);
  const stale: StaleFields | undefined =
    suggestion.base && suggestion.staleFields.length > 0
      ? {
          base: suggestion.base,
          names: suggestion.staleFields,
          confirmed,
          onConfirmedChange: (name, on) =>
            setConfirmed((names) => [
              ...names.filter((other) => other !== name),
              ...(on ? [name] : []),
            ]),
        }
      : undefined;
  const confirmation = stale ? { confirmedStaleFields: confirmed } : {};

  // The corrections are what the admin changed in the proposal; the server lays them over it.
  const approveCorrected = (changes: Partial<PlaceFields>) =>
    approval.mutateAsync({ id: suggestion.id, body: { fields: changes, ...confirmation } });

  return (
    <article className={cardClasses}>
      <SentInHeading
        title={suggestionTitle(suggestion)}
        sender={suggestion.author}
        sentAt={suggestion.createdAt}
        note={suggestion.note}
      />
      {suggestion.photoUrl && (
        <div className="mt-3">
          <RemovablePhoto url={suggestion.photoUrl} alt="Photo sent with the suggestion" />
        </div>
      )}
      <SuggestionPlace suggestion={suggestion} />
      <DuplicateWarnings duplicates={suggestion.duplicates} />
      <FieldChanges proposed={proposed} current={current} stale={stale} />
      <MovedPin proposed={proposed} current={current} />
      {correcting && corrected ? (
        <div className="mt-4">
          <Editor
            initial={corrected}
            submitLabel="Approve with these fields"
            busy={approval.isPending}
            onSubmit={approveCorrected}
            onCancel={() => {
              approval.reset();
              setCorrecting(false);
            }}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <ActionButton
            variant="primary"
            busy={approval.isPending}
            busyText="Approving…"
            onClick={() => approval.mutate({ id: suggestion.id, body: confirmation })}
          >
            Approve
          </ActionButton>
          {corrected && (
            <Button
              variant="secondary"
              disabled={approval.isPending}
              onClick={() => setCorrecting(true)}
            >
              Correct fields
            </Button>
          )}
          <Button variant="danger" disabled={approval.isPending} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      )}
      <RejectDialog suggestionId={suggestion.id} open={rejecting} onOpenChange={setRejecting} />
    </article>
  );
}
