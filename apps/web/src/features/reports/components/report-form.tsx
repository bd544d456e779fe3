import { placeReportReasons, reviewReportReasons } from '@waggle/shared/domain';
import {
  alreadyReportedMessage,
  maxReportNoteLength,
  reportBodySchema,
} from '@waggle/shared/reports';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { useCloseDialog } from '../../../components/ui/dialog';
import { RadioGroup } from '../../../components/ui/radio-group';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, isConnectionFailure } from '../../../lib/errors';
import { discardDraft, useDraft } from '../../../lib/forms/drafts';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { keptText, useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useCreateReport } from '../api/create-report';
import { useOpenReport } from '../api/get-open-report';
import { reasonOptions, reportDraftKey, type ReportTarget } from '../report-target';
import { Button } from '../../../components/ui/button';

const placeOf = byFirstKey(['reason', 'note']);

/** What the form holds, kept as a draft until it is sent (docs/product.md#drafts). */
const reportDraftSchema = z.object({
  reason: z.enum([...placeReportReasons, ...reviewReportReasons]).or(z.literal('')),
  note: z.string(),
});

/**
 * The reason and a note for a report; `onSent` once a moderator has it. A report of the
 * person's still open is said before anything is typed (docs/product.md#reports).
 */
export function ReportForm({ target, onSent }: { target: ReportTarget; onSent: () => void }) {
  const open = useOpenReport(target);
  const close = useCloseDialog();
  if (open.data?.reported) {
    return (
      <div className="mt-4 grid gap-4">
        <p role="status" className="text-sm text-stone-800 dark:text-stone-200">
          {alreadyReportedMessage}
        </p>
        <Button variant="secondary" onClick={close}>
          Got it
        </Button>
      </div>
    );
  }
  return <ReportFields target={target} onSent={onSent} />;
}

function ReportFields({ target, onSent }: { target: ReportTarget; onSent: () => void }) {
  const create = useCreateReport();
  const close = useCloseDialog();
  const key = reportDraftKey(target);
  const [draft, keep] = useDraft(key, reportDraftSchema, { reason: '', note: '' });
  const { reason, note } = draft;
  // A failure that names no field shows in the form (create.error), not in a toast.
  const { form, errors, submit } = useFormSubmit({ placeOf });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportBodySchema.safeParse({ ...target, reason: reason || undefined, note });
    if (!(await submit(parsed, create.mutateAsync))) return;
    discardDraft(key);
    toast({ title: 'Thanks — a moderator will take a look.' });
    onSent();
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 grid gap-4"
    >
      <RadioGroup
        label="What is wrong?"
        options={reasonOptions(target)}
        value={reason}
        onChange={(next) => keep({ reason: next, note })}
        error={errors.reason}
      />
      <TextArea
        label="Note (needed for Other)"
        value={note}
        onChange={(next) => keep({ reason, note: next })}
        limit={maxReportNoteLength}
        error={errors.note}
        rows={3}
      />
      {create.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(create.error)} {isConnectionFailure(create.error) && keptText}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <ButtonSpinner />}
          {create.isPending ? 'Sending…' : 'Send report'}
        </Button>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
