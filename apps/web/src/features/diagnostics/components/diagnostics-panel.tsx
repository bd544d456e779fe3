import { useQueryClient } from '@tanstack/react-query';
import { versionText } from '@waggle/shared/app-info';
import { X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { webEnv } from '../../../env';
import { getPlatform, isNativePlatform } from '../../../lib/platform';
import { recentErrors } from '../../../lib/recent-errors';
import { localStorageSizes, sizeText } from '../device-facts';
import { IconButton } from '../../../components/ui/icon-button';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** What the browser says the app's storage takes on this device, when it says. */
function useStorageEstimate(): string | null {
  const [estimate, setEstimate] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void navigator.storage
      ?.estimate()
      .then(({ usage }) => {
        if (!cancelled && usage !== undefined) setEstimate(sizeText(usage));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return estimate;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="break-all text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

/**
 * The hidden diagnostics panel (docs/product.md#diagnostics-panel, Alt+A): what support staff ask for —
 * the release, the platform, where the API is, the connection, who is signed in, what the app
 * keeps on the device, and the last errors.
 */
export default function DiagnosticsPanel({
  user,
  onClose,
}: {
  /** Who is signed in, as the app holds them (null: nobody). */
  user: { id: number; displayName: string; isAdmin: boolean } | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  const estimate = useStorageEstimate();
  const stored = localStorageSizes(localStorage);
  const errors = recentErrors();
  const apiOrigin = isNativePlatform() ? webEnv().apiOrigin || 'not set' : window.location.origin;
  return (
    <section
      aria-labelledby="diagnostics-title"
      className="fixed inset-x-2 top-2 z-[1200] mx-auto max-h-[80dvh] max-w-md overflow-y-auto rounded-2xl border border-stone-300 bg-white p-4 text-sm shadow-xl dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="diagnostics-title" className="font-semibold text-stone-900 dark:text-stone-50">
          Diagnostics
        </h2>

        <IconButton
          label="Close diagnostics"
          icon={X}
          look="plain"
          onClick={onClose}
          className="-mr-2"
        />
      </div>
      <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
        <Fact label="Release">{versionText}</Fact>
        <Fact label="Platform">{getPlatform()}</Fact>
        <Fact label="API">{apiOrigin}</Fact>
        <Fact label="Connection">{online ? 'Online' : 'Offline'}</Fact>
        <Fact label="Signed in">
          {user ? `${user.displayName} (user ${user.id}${user.isAdmin ? ', admin' : ''})` : 'No'}
        </Fact>
        <Fact label="Data in memory">{`${queryClient.getQueryCache().getAll().length} queries`}</Fact>
        <Fact label="Stored here">
          {estimate ?? 'unknown'}
          <ul className="mt-1 text-xs text-stone-700 dark:text-stone-300">
            {stored.map(({ key, bytes }) => (
              <li key={key}>
                {key}: {sizeText(bytes)}
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <h3 className="mt-3 font-semibold text-stone-900 dark:text-stone-50">Recent errors</h3>
      {errors.length === 0 ? (
        <p className="mt-1 text-stone-700 dark:text-stone-300">None since Waggle opened.</p>
      ) : (
        <ol className="mt-1 grid gap-1 text-stone-800 dark:text-stone-200">
          {errors.map((error) => (
            <li key={`${error.at.getTime()}-${error.message}`}>
              <time dateTime={error.at.toISOString()}>{error.at.toLocaleTimeString()}</time>{' '}
              {error.where}: {error.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
