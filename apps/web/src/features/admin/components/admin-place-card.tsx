import type { AdminPlace } from '@waggle/shared/admin';
import { placeCategoryLabels } from '@waggle/shared/domain';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { useUpdatePlace } from '../api/update-place';
import { useVerifyPlace } from '../api/verify-place';
import { dayText } from '../../../lib/dates';
import { placeFieldsOf } from '../place-field-values';
import { usePlaceFieldsKit } from '../place-fields-kit';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { HideDialog } from './hide-dialog';
import { RemovablePhoto } from './removable-photo';
import { Button } from '../../../components/ui/button';

/** Hidden or shown, said in words beside the icon (never by colour alone). */
function PlaceStatus({ hidden }: { hidden: boolean }) {
  const Icon = hidden ? EyeOff : Eye;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800 dark:bg-stone-800 dark:text-stone-100">
      <Icon aria-hidden="true" className="size-3.5" />
      {hidden ? 'Hidden' : 'Shown'}
    </span>
  );
}

export function AdminPlaceCard({ place }: { place: AdminPlace }) {
  const { Editor } = usePlaceFieldsKit();
  const save = useUpdatePlace();
  const statusChange = useUpdatePlace();
  const verify = useVerifyPlace();
  const [editing, setEditing] = useState(false);
  const [hiding, setHiding] = useState(false);
  const hidden = place.status === 'hidden';
  const before = placeFieldsOf(place);

  async function saveFields(fields: Partial<PlaceFields>) {
    if (Object.keys(fields).length === 0) {
      toast({ title: 'Nothing to save', description: 'No field was changed.' });
      setEditing(false);
      return;
    }
    await save.mutateAsync({ id: place.id, patch: { fields } });
    setEditing(false);
  }

  return (
    <article className={cardClasses}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-stone-900 dark:text-stone-50">
          {hidden ? (
            place.name
          ) : (
            <Link href={paths.location(place.id)} className="underline">
              {place.name}
            </Link>
          )}
        </h3>
        <PlaceStatus hidden={hidden} />
      </div>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {placeCategoryLabels[place.category]}
        {place.address && ` · ${place.address}`}
      </p>
      {hidden && place.hiddenReason && (
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          Hidden because: {place.hiddenReason}
        </p>
      )}
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {place.lastVerifiedAt ? `Verified ${dayText(place.lastVerifiedAt)}` : 'Never verified'}
      </p>
      {/* The cover: an approved suggestion's photo, which an admin may need to take down. */}
      {place.coverImageUrl && (
        <div className="mt-3">
          <RemovablePhoto url={place.coverImageUrl} alt={`Cover photo of ${place.name}`} />
        </div>
      )}
      {editing ? (
        <div className="mt-4">
          <Editor
            initial={before}
            submitLabel="Save place"
            busy={save.isPending}
            onSubmit={saveFields}
            onCancel={() => {
              save.reset();
              setEditing(false);
            }}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <ActionButton
            busy={statusChange.isPending}
            busyText={hidden ? 'Showing…' : 'Hiding…'}
            onClick={() =>
              hidden
                ? statusChange.mutate({ id: place.id, patch: { status: 'active' } })
                : setHiding(true)
            }
          >
            {hidden ? 'Unhide' : 'Hide'}
          </ActionButton>
          <ActionButton
            busy={verify.isPending}
            busyText="Saving…"
            onClick={() => verify.mutate(place.id)}
          >
            Verified today
          </ActionButton>
        </div>
      )}
      <HideDialog
        open={hiding}
        onOpenChange={setHiding}
        title={`Hide ${place.name}?`}
        description="It disappears from the map, the lists and searches, with its reviews, until an admin shows it again."
        confirmLabel="Hide place"
        busy={statusChange.isPending}
        onHide={(reason) =>
          statusChange.mutateAsync({ id: place.id, patch: { status: 'hidden', reason } })
        }
      />
    </article>
  );
}
