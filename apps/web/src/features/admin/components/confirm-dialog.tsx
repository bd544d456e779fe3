import { Dialog } from '../../../components/ui/dialog';
import { DecisionButtons } from './decision-buttons';

/**
 * docs/product.md#admin-area: an admin action that asks first. Cancel (or Escape) changes
 * nothing; the confirm button runs `onConfirm`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyText,
  busy,
  danger = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyText: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="mt-6">
        <DecisionButtons
          confirmLabel={confirmLabel}
          busyText={busyText}
          busy={busy}
          danger={danger}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </Dialog>
  );
}
