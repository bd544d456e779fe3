import { maxReportNoteLength, reportBodySchema } from '@waggle/shared/reports';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { RadioGroup } from '../../../components/ui/radio-group';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { haptic } from '../../../lib/native/haptics';
import { useCreateReport } from '../api/create-report';
import { reasonOptions, type ReportReason, type ReportTarget } from '../report-target';
import { Button } from '../../../components/ui/button';

type FieldErrors = Partial<Record<'reason' | 'note', string>>;

/** The reason and a note for a report; `onDone` once a moderator has it, or on Cancel. */
export function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const create = useCreateReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportBodySchema.safeParse({ ...target, reason: reason || undefined, note });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const { path, message } of parsed.error.issues) {
        const field = path[0];
        if (field === 'reason' || field === 'note') found[field] ??= message;
      }
      flushSync(() => setErrors(found));
      focusFirstInvalid(form.current);
      haptic('formValidation');
      return;
    }
    setErrors({});
    haptic('buttonPress');
    try {
      await create.mutateAsync(parsed.data);
    } catch {
      // The failure shows in the form (create.error).
      haptic('formError');
      return;
    }
    toast({ title: 'Thanks — a moderator will take a look.' });
    onDone();
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
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
