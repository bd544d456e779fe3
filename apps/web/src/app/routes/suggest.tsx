import { placeIdParamsSchema } from '@waggle/shared/places';
import { MapPinOff, PencilLine, PlusCircle } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { LoadFailed } from '../../components/ui/load-failed';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useAuth } from '../../features/auth/auth-context';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { PhotoPicker } from '../../features/images';
import { usePlace } from '../../features/places/api/get-place';
import { EditSuggestionDialog } from '../../features/suggestions/components/edit-suggestion-dialog';
import { NewPlaceForm } from '../../features/suggestions/components/new-place-form';
import { ApiResponseError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';

const noticeClasses =
  'mb-4 flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-800 dark:bg-stone-800 dark:text-stone-100';

function PlaceToEditNotFound() {
  return (
    <p role="alert" className={noticeClasses}>
      <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      We couldn't find the place you wanted to edit. It may have been removed, or the link is wrong.
    </p>
  );
}

/** `/suggest?edit=<id>`: the place's edit-suggestion dialog, once the place has loaded. */
function EditFromLink({ placeId, onClose }: { placeId: number; onClose: () => void }) {
  const { data: place, error, isFetching, refetch } = usePlace(placeId);
  if (place) {
    return <EditSuggestionDialog place={place} open onOpenChange={(open) => !open && onClose()} />;
  }
  if (error instanceof ApiResponseError && error.status < 500) return <PlaceToEditNotFound />;
  if (error) {
    return (
      <div className="mb-4">
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
          The place to edit didn't load. {errorMessage(error)}
        </LoadFailed>
      </div>
    );
  }
  return (
    <p role="status" className={noticeClasses}>
      Loading the place to edit…
    </p>
  );
}

function SuggestForms() {
  const [search, setSearch] = useSearchParams();
  const edit = search.get('edit');
  const placeId = placeIdParamsSchema.shape.id.safeParse(edit);
  const closeEdit = () =>
    setSearch(
      (params) => {
        const kept = new URLSearchParams(params);
        kept.delete('edit');
        return kept;
      },
      { replace: true },
    );
  return (
    <>
      {edit !== null &&
        (placeId.success ? (
          <EditFromLink placeId={placeId.data} onClose={closeEdit} />
        ) : (
          <PlaceToEditNotFound />
        ))}
      <NewPlaceForm
        photoField={(field) => <PhotoPicker label="Photo (optional)" max={1} signedIn {...field} />}
      />
      <p className="mt-8 text-sm text-stone-700 dark:text-stone-300">
        What you've sent, and what the moderators decided, is under{' '}
        <Link
          href={paths.profile}
          className="font-medium text-brand-800 underline dark:text-brand-300"
        >
          My contributions on your profile
        </Link>
        .
      </p>
    </>
  );
}

export default function SuggestScreen() {
  const { user } = useAuth();
  const editing = useSearchParams()[0].has('edit');
  return (
    <>
      <ScreenHeader
        title="Suggest a place"
        subtitle="Know a spot we're missing? Moderators check every suggestion before it goes live."
        action={<AccessibilitySheetButton />}
      />
      {user && <SuggestForms />}
      {!user && editing && (
        // docs/product.md#drafts: a link to suggest an edit says so, and comes back to it.
        <SignInPrompt icon={PencilLine} title="Sign in to suggest an edit">
          You followed a link to suggest a change to a place. Sign in, and the place's edit form
          opens here so you can correct what's wrong or missing.
        </SignInPrompt>
      )}
      {!user && !editing && (
        <SignInPrompt icon={PlusCircle} title="Sign in to suggest a place">
          Dog owners add the places they love. Sign in to suggest a café, park or trail, and our
          moderators will check it before it goes live.
        </SignInPrompt>
      )}
    </>
  );
}
