import { useEffect } from 'react';
import { QuietBoundary } from '../components/ui/quiet-boundary';
import { useAuth } from '../features/auth/auth-context';
import { UpdatePrompt } from '../features/connectivity/components/update-prompt';
import { recordUncaughtErrors } from '../lib/recent-errors';
import { retryableLazy } from '../lib/retryable-lazy';
import { useHardwareBack } from './use-hardware-back';

const DiagnosticsPanel = retryableLazy(
  () => import('../features/diagnostics/components/diagnostics-panel'),
);

export interface AppOverlaysProps {
  /** Whether Alt+A asked for the diagnostics panel (the shortcut works from the app's start). */
  diagnostics: boolean;
  onCloseDiagnostics: () => void;
}

/**
 * What runs over every screen once the splash is gone: the new-version prompt, the hidden
 * diagnostics panel (Alt+A) and Android's hardware back.
 */
export function AppOverlays({ diagnostics, onCloseDiagnostics }: AppOverlaysProps) {
  const { user } = useAuth();
  useEffect(() => recordUncaughtErrors(window), []);
  useHardwareBack();
  return (
    <>
      <UpdatePrompt />
      {diagnostics && (
        <QuietBoundary what="Diagnostics panel">
          <DiagnosticsPanel user={user} onClose={onCloseDiagnostics} />
        </QuietBoundary>
      )}
    </>
  );
}
