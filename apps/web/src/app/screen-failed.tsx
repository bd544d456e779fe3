import { CloudOff, RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { EmptyState } from '../components/ui/empty-state';
import { failureTexts } from '../lib/errors';
import { isCodeLoadError } from '../lib/retryable-lazy';
import { Button } from '../components/ui/button';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** What a screen that could not load or broke says, with a way forward. */
export function ScreenFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnline();
  const codeMissing = isCodeLoadError(error);
  let text: string = failureTexts.unknown;
  if (codeMissing) {
    text = online
      ? 'Waggle may have been updated since this page opened. Reload to get the latest version.'
      : failureTexts.offline;
  }
  return (
    <EmptyState
      level={1}
      icon={CloudOff}
      title="This screen didn't load"
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" /> Try again
          </Button>
          {codeMissing && online && (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reload Waggle
            </Button>
          )}
        </div>
      }
    >
      {text}
    </EmptyState>
  );
}
