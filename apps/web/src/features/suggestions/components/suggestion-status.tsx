import type { Suggestion } from '@waggle/shared/suggestions';
import { CheckCircle2, Clock, XCircle, type LucideIcon } from 'lucide-react';

const statuses: Record<Suggestion['status'], { label: string; icon: LucideIcon; classes: string }> =
  {
    pending: {
      label: 'Pending review',
      icon: Clock,
      classes: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
    },
    approved: {
      label: 'Approved',
      icon: CheckCircle2,
      classes: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    },
    rejected: {
      label: 'Rejected',
      icon: XCircle,
      classes: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
    },
  };

/** A suggestion's status in words and with an icon, never by colour alone. */
export function SuggestionStatus({ status }: { status: Suggestion['status'] }) {
  const { label, icon: Icon, classes } = statuses[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${classes}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
