import { maxAdminNoteLength } from '@waggle/shared/admin';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { DecisionButtons } from './decision-buttons';

/**
 * An admin decision that asks for a note first (a rejection's note to the author, a hide's
 * reason): the note checked by `schema` under its `field`, then `onSend` with it. Closes once sent;
 * a failure that names no field is told by the caller's own toast.
 */
export function NoteDialog<K extends string>({
  open,
  onOpenChange,
  title,
  description,
  label,
  field,
  schema,
  confirmLabel,
  busyText,
  busy,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  field: K;
  schema: z.ZodType<Record<K, string>>;
  confirmLabel: string;
  busyText: string;
  busy: boolean;
  onSend: (note: string) => Promise<unknown>;
}) {
  const [note, setNote] = useState('');
  const { form, errors, submit } = useFormSubmit({ placeOf: byFirstKey([field]) });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await submit(schema.safeParse({ [field]: note }), (body) => onSend(body[field]));
    if (sent) {
      setNote('');
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        ref={form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-4 grid gap-4"
      >
        <TextField
          label={label}
          value={note}
          onChange={setNote}
          maxLength={maxAdminNoteLength}
          error={errors[field]}
        />
        <DecisionButtons
          confirmLabel={confirmLabel}
          busyText={busyText}
          busy={busy}
          danger
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
