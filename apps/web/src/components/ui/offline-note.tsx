import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** Says that what follows is the copy saved on this device, not live data. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-4 flex items-center gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-800 dark:bg-stone-800 dark:text-stone-100"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
