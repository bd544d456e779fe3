import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { hasCachedLocations } from '../cached-locations';
import { useConnectivity } from '../connectivity-context';
import { isMobileDevice } from '../../../lib/platform';
import {
  cachedBrowsingNote,
  connectionTips,
  networkStatusText,
  offlineText,
  offlineTitle,
  refreshHint,
} from '../offline-texts';

/**
 * docs/product.md#no-internet-connection-screen: in place of the app while Waggle cannot reach its server
 * (docs/product.md#connectivity-and-offline). "Browse Cached Locations" shows the app on the screen
 * asked for, from what is saved on this device (docs/product.md#saved-copies).
 */
export function OfflineScreen() {
  const { connectionType, checking, retry, browseCached } = useConnectivity();
  const [hasCachedPlaces, setHasCachedPlaces] = useState(false);
  useEffect(() => {
    let active = true;
    void hasCachedLocations().then((has) => active && setHasCachedPlaces(has));
    return () => {
      active = false;
    };
  }, []);
  const mobile = isMobileDevice();
  const { heading, tips } = connectionTips(mobile);
  const StatusIcon = connectionType === 'none' ? WifiOff : Wifi;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6 pt-[max(env(safe-area-inset-top),2.5rem)] pb-10">
      <WifiOff aria-hidden="true" className="size-12 text-brand-700 dark:text-brand-300" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900 dark:text-stone-50">
        {offlineTitle}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{offlineText}</p>
      {connectionType && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-stone-700 dark:text-stone-300">
          <StatusIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">Network status: </span>
          {networkStatusText(connectionType)}
        </p>
      )}
      <section
        aria-labelledby="connection-tips"
        className="mt-6 rounded-2xl bg-brand-50 p-4 text-sm text-stone-800 dark:bg-stone-900 dark:text-stone-200"
      >
        <h2 id="connection-tips" className="font-semibold text-stone-900 dark:text-stone-50">
          {heading}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <div className="mt-6 grid gap-3">
        <Button onClick={retry} disabled={checking}>
          <RefreshCw aria-hidden="true" className={checking ? 'size-4 animate-spin' : 'size-4'} />
          {checking ? 'Checking Connection...' : 'Try Again'}
        </Button>
        {hasCachedPlaces && (
          <>
            <Button
              variant="secondary"
              aria-describedby="cached-browsing-note"
              // The screen the person asked for stays: its saved copy, or the places kept on Explore.
              onClick={browseCached}
            >
              Browse Cached Locations
            </Button>
            <p id="cached-browsing-note" className="text-sm text-stone-600 dark:text-stone-400">
              {cachedBrowsingNote}
            </p>
          </>
        )}
      </div>
      {!mobile && <p className="mt-6 text-sm text-stone-600 dark:text-stone-400">{refreshHint}</p>}
    </main>
  );
}
