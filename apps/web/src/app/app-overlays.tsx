import { Suspense, useEffect } from 'react';
import { QuietBoundary } from '../components/ui/quiet-boundary';
import { useAuth } from '../features/auth/auth-context';
import { UpdatePrompt } from '../features/connectivity/components/update-prompt';
import { recordUncaughtErrors } from '../lib/recent-errors';
import { retryableLazy } from '../lib/retryable-lazy';
import { useHardwareBack } from './use-hardware-back';

const DiagnosticsPanel = retryableLazy(
  () => import('../features/diagnostics/components/diagnostics-panel'),
);
const StartupAnnouncements = retryableLazy(
  () => import('../features/announcements/components/startup-announcements'),
);

/**
 * The unread announcements, from the app's start: they load under the splash and open 500 ms
 * after it has ended (`splashEndedAt`, a performance.now() time; null while it is up).
 */
export function StartupAnnouncementsOverlay({ splashEndedAt }: { splashEndedAt: number | null }) {
  return (
    <QuietBoundary what="Announcements">
      <Suspense fallback={null}>
        <StartupAnnouncements splashEndedAt={splashEndedAt} />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * What runs over every screen once the splash is gone: the new-version prompt, the hidden
 * diagnostics panel (Alt+A) and Android's hardware back.
 */
export function AppOverlays({
  diagnostics,
  onCloseDiagnostics,
}: {
  /** Whether Alt+A asked for the diagnostics panel (the shortcut works from the app's start). */
  diagnostics: boolean;
  onCloseDiagnostics: () => void;
}) {
  const { user } = useAuth();
  useEffect(() => recordUncaughtErrors(window), []);
  useHardwareBack();
  return (
    <>
      <UpdatePrompt />
      {diagnostics && (
        <QuietBoundary what="Diagnostics panel">
          <Suspense fallback={null}>
            <DiagnosticsPanel user={user} onClose={onCloseDiagnostics} />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
