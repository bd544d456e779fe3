import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses, ButtonLink, secondaryButtonClasses } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { AdminArea } from '../../features/admin/components/admin-area';
import {
  PlaceFieldsKitContext,
  type FieldsEditorProps,
  type PlaceFieldsKit,
} from '../../features/admin/place-fields-kit';
import { useAuth } from '../../features/auth/auth-context';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { PlaceFieldsForm } from '../../features/suggestions/components/place-fields-form';
import {
  errorsFromResponse,
  focusFirstInvalid,
  hasErrors,
} from '../../features/suggestions/form-errors';
import { draftChanges } from '../../features/suggestions/place-field-changes';
import { placeFieldText } from '../../features/suggestions/place-field-text';
import {
  draftFromPlace,
  type PlaceFieldErrors,
} from '../../features/suggestions/place-fields-draft';
import { triggerNotificationHaptic } from '../../lib/native/haptics';
import { paths } from '../../lib/paths';

/** The suggest forms' place fields, as the admin corrects a suggestion or edits a place with them. */
function PlaceFieldsEditor({
  initial,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
}: FieldsEditorProps) {
  const [draft, setDraft] = useState(() => draftFromPlace(initial));
  const [errors, setErrors] = useState<PlaceFieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = draftChanges(initial, draft);
    flushSync(() => setErrors(checked.errors));
    if (!hasErrors(checked.errors)) return onSubmit(checked.changes);
    focusFirstInvalid(form.current);
    // spec §9 Haptics: form validation and error.
    triggerNotificationHaptic('error');
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5">
      {/* A refusal naming fields (a 400) shows under them, like the form's own checks. */}
      <PlaceFieldsForm
        value={draft}
        onChange={setDraft}
        errors={{ ...errorsFromResponse(failure), ...errors }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className={secondaryButtonClasses} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const placeFieldsKit: PlaceFieldsKit = {
  Editor: PlaceFieldsEditor,
  text: placeFieldText,
};

// spec §6 Roles: the admin check here is for show; the server refuses every admin call otherwise.
export default function AdminScreen() {
  const { user } = useAuth();
  return (
    <>
      <ScreenHeader title="Admin" />
      {!user && (
        <SignInPrompt icon={ShieldCheck} title="Sign in to moderate">
          Sign in with your admin account to review suggestions, reports and places.
        </SignInPrompt>
      )}
      {user && !user.isAdmin && (
        <EmptyState
          icon={ShieldOff}
          title="Admins only"
          action={<ButtonLink href={paths.home}>Back to exploring</ButtonLink>}
        >
          This area is for Waggle's moderators. Thanks for helping by suggesting places and
          reporting problems instead.
        </EmptyState>
      )}
      {user?.isAdmin && (
        <PlaceFieldsKitContext value={placeFieldsKit}>
          <AdminArea />
        </PlaceFieldsKitContext>
      )}
    </>
  );
}
