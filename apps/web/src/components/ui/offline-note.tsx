import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** Says that what follows is the copy saved on this device, not live data; `action` sits under it. */
export function OfflineNote({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="mt-4 flex gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-800 dark:bg-stone-800 dark:text-stone-100"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {children}
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
