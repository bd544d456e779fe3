import type { AdminSuggestion } from '@waggle/shared/admin';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { useState } from 'react';
import { useApproveSuggestion } from '../api/approve-suggestion';
import { placeFieldsOf, proposedPlace } from '../place-field-values';
import { usePlaceFieldsKit } from '../place-fields-kit';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { FieldChanges } from './field-changes';
import { RejectDialog } from './reject-dialog';
import { RemovablePhoto } from './removable-photo';
import { SentInHeading } from './sent-in-heading';
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

  // The corrections are what the admin changed in the proposal; the server lays them over it.
  const approveCorrected = (changes: Partial<PlaceFields>) =>
    approval.mutateAsync({ id: suggestion.id, body: { fields: changes } });

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
      <FieldChanges proposed={proposed} current={current} />
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
            onClick={() => approval.mutate({ id: suggestion.id, body: {} })}
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
