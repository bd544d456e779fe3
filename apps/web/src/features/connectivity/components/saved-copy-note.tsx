import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { OfflineNote } from '../../../components/ui/offline-note';
import { useConnectivity } from '../connectivity-context';
import { savedCopyLabel } from '../saved-copy';

/**
 * Above what is shown from a copy saved on this device (docs/product.md#saved-copies): why, when
 * it was saved, and "Try again", which checks the connection at once (docs/product.md#reconnecting).
 */
export function SavedCopyNote({
  children,
  savedAt,
  checkAgain = true,
}: {
  children: ReactNode;
  savedAt: number | null;
  /** Off while the live data is still on its way. */
  checkAgain?: boolean;
}) {
  const { checking, retry } = useConnectivity();
  return (
    <OfflineNote
      action={
        checkAgain && (
          <Button variant="secondary" onClick={retry} disabled={checking}>
            <RefreshCw aria-hidden="true" className={checking ? 'size-4 animate-spin' : 'size-4'} />
            {checking ? 'Checking…' : 'Try again'}
          </Button>
        )
      }
    >
      <p>{children}</p>
      <p className="mt-1 font-medium">{savedCopyLabel(savedAt)}</p>
    </OfflineNote>
  );
}
