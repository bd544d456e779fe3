import {
  announcementBodySchema,
  maxAnnouncementContentLength,
  maxAnnouncementImageUrlLength,
  maxAnnouncementTitleLength,
  type AdminAnnouncement,
} from '@waggle/shared/announcement-admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useSaveAnnouncement } from '../api/save-announcement';
import { bodyOf, draftOf, type AnnouncementDraft, type DraftField } from '../announcement-draft';
import { AnnouncementPreview } from './announcement-preview';

const statuses: { value: AnnouncementDraft['status']; label: string }[] = [
  { value: 'draft', label: 'Draft (not shown)' },
  { value: 'active', label: 'Active (shown from its time)' },
  { value: 'archived', label: 'Archived' },
];

const draftFields: DraftField[] = [
  'title',
  'content',
  'imageUrl',
  'publishedAt',
  'priority',
  'status',
];
const placeOf = byFirstKey<DraftField | 'form'>(draftFields, 'form');

/**
 * Writes or edits an announcement, with a live preview of how readers will see it (its markdown
 * rendered, any HTML in it shown as text). Checked with the server's own schema before sending.
 */
export function AnnouncementForm({
  announcement,
  onDone,
}: {
  announcement: AdminAnnouncement | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(announcement, new Date()));
  const { form, errors, submit } = useFormSubmit({
    placeOf,
    failureTitle: "Couldn't save the announcement",
  });
  const save = useSaveAnnouncement();
  const formId = useId();
  const set =
    <F extends DraftField>(field: F) =>
    (value: AnnouncementDraft[F]) =>
      setDraft((before) => ({ ...before, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = announcementBodySchema.safeParse(bodyOf(draft));
    const sent = await submit(parsed, (body) =>
      save.mutateAsync(announcement ? { id: announcement.id, body } : { id: null, body }),
    );
    if (!sent) return;
    toast({ title: announcement ? 'Announcement saved' : 'Announcement created' });
    onDone();
  }

  return (
    <form
      ref={form}
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <h3 id={`${formId}-title`} className="font-semibold text-stone-900 dark:text-stone-50">
        {announcement ? `Edit “${announcement.title}”` : 'New announcement'}
      </h3>
      <TextField
        label="Title"
        value={draft.title}
        onChange={set('title')}
        maxLength={maxAnnouncementTitleLength}
        error={errors.title}
      />
      <TextArea
        label="Message (Markdown: **bold**, [link](https://…), - lists)"
        value={draft.content}
        onChange={set('content')}
        limit={maxAnnouncementContentLength}
        error={errors.content}
      />
      <TextField
        label="Image address (optional)"
        type="url"
        value={draft.imageUrl}
        onChange={set('imageUrl')}
        maxLength={maxAnnouncementImageUrlLength}
        error={errors.imageUrl}
      />
      <TextField
        label="Publish at (a time in the future schedules it)"
        type="datetime-local"
        value={draft.publishedAt}
        onChange={set('publishedAt')}
        error={errors.publishedAt}
      />
      <TextField
        label="Priority (higher shows first)"
        type="number"
        inputMode="numeric"
        step={1}
        value={draft.priority}
        onChange={set('priority')}
        error={errors.priority}
      />
      <RadioGroup
        label="Status"
        options={statuses}
        value={draft.status}
        onChange={set('status')}
        error={errors.status}
      />
      <AnnouncementPreview draft={draft} />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save announcement'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
