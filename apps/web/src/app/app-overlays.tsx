import { Suspense, useEffect, useState } from 'react';
import { QuietBoundary } from '../components/ui/quiet-boundary';
import { useAuth } from '../features/auth/auth-context';
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
 * What runs over every screen once the splash is gone: the unread announcements, the hidden
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
  // This mounts as the splash finishes: the announcements' delay counts from here.
  const [splashEndedAt] = useState(() => performance.now());
  useEffect(() => recordUncaughtErrors(window), []);
  useHardwareBack();
  return (
    <>
      <QuietBoundary what="Announcements">
        <Suspense fallback={null}>
          <StartupAnnouncements splashEndedAt={splashEndedAt} />
        </Suspense>
      </QuietBoundary>
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
