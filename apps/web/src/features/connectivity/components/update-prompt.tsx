import { Button } from '../../../components/ui/button';
import { dismissUpdate, useWaitingUpdate } from '../service-worker/waiting-update';

/**
 * "A new version of Waggle is ready", with Reload, while an updated service worker waits. The
 * status region is always on the page, so screen readers announce the message when it appears.
 */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  return (
    <div
      role="status"
      // Above the bottom bar, where the toasts show; the empty region takes no taps.
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[90] mx-auto max-w-md px-4"
    >
      {applyUpdate && (
        <div className="pointer-events-auto mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 text-stone-900 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-50">
          <p className="min-w-40 flex-1 text-sm font-semibold">A new version of Waggle is ready.</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={dismissUpdate}>
              Not now
            </Button>
            <Button onClick={applyUpdate}>Reload</Button>
          </div>
        </div>
      )}
    </div>
  );
}
