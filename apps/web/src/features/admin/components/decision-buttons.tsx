import { Button } from '../../../components/ui/button';
import { ActionButton } from './action-button';

/**
 * The buttons of a dialog that asks before an admin action: the action, then Cancel, which closes
 * it and changes nothing. Without `onConfirm` the action submits the dialog's form.
 */
export function DecisionButtons({
  confirmLabel,
  busyText,
  busy,
  danger,
  onConfirm,
  onCancel,
}: {
  confirmLabel: string;
  busyText: string;
  busy: boolean;
  danger: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <ActionButton
        type={onConfirm ? 'button' : 'submit'}
        variant={danger ? 'danger' : 'primary'}
        busy={busy}
        busyText={busyText}
        onClick={onConfirm}
      >
        {confirmLabel}
      </ActionButton>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
