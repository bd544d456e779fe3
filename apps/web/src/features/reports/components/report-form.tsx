import { maxReportNoteLength, reportBodySchema } from '@waggle/shared/reports';
import { useState, type FormEvent } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/errors';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useCreateReport } from '../api/create-report';
import { reasonOptions, type ReportReason, type ReportTarget } from '../report-target';
import { Button } from '../../../components/ui/button';

const placeOf = byFirstKey(['reason', 'note']);

/** The reason and a note for a report; `onDone` once a moderator has it, or on Cancel. */
export function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const create = useCreateReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  // A failure that names no field shows in the form (create.error), not in a toast.
  const { form, errors, submit } = useFormSubmit({ placeOf });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportBodySchema.safeParse({ ...target, reason: reason || undefined, note });
    if (!(await submit(parsed, create.mutateAsync))) return;
    toast({ title: 'Thanks — a moderator will take a look.' });
    onDone();
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
        onChange={setReason}
        error={errors.reason}
      />
      <TextArea
        label="Note (needed for Other)"
        value={note}
        onChange={setNote}
        limit={maxReportNoteLength}
        error={errors.note}
        rows={3}
      />
      {create.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <ButtonSpinner />}
          {create.isPending ? 'Sending…' : 'Send report'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
