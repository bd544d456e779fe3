import { QueryClientProvider } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { startTransition, useMemo, useState } from 'react';
import { useRoute } from 'wouter';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth/auth-provider';
import { useDiagnosticsShortcut } from '../features/diagnostics/use-diagnostics-shortcut';
import { SplashScreen } from '../features/splash/splash-screen';
import { LocationProvider } from '../lib/location/location-provider';
import { paths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { SettingsProvider } from '../lib/settings/settings-provider';
import { AppOverlays, StartupAnnouncementsOverlay } from './app-overlays';
import { AppRoutes } from './app-routes';
import { BottomNav } from './bottom-nav';

const queryClient = createQueryClient();

export function App() {
  // When the splash ended (a performance.now() time): the announcements' delay counts from here.
  const [splashEndedAt, setSplashEndedAt] = useState<number | null>(null);
  const splashDone = splashEndedAt !== null;
  const [diagnostics, setDiagnostics] = useDiagnosticsShortcut();
  // Explore uses a desktop window's width (list beside the map); other screens read best narrow.
  const [wide] = useRoute(paths.home);
  // The same element while only the splash changes: its end then renders the overlays, not the
  // whole first screen again (one long task less as the app appears).
  const screens = useMemo(
    () => (
      <>
        <main
          className={clsx(
            'mx-auto min-h-dvh max-w-md px-4 pt-[env(safe-area-inset-top)] pb-24',
            wide && 'lg:max-w-6xl',
          )}
        >
          <AppRoutes />
        </main>
        <BottomNav />
      </>
    ),
    [wide],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AuthProvider>
          <LocationProvider>
            {/* The app mounts under the splash so its first screen loads meanwhile. */}
            <div inert={!splashDone} className="min-h-dvh">
              {screens}
            </div>
            {splashDone ? (
              <AppOverlays
                diagnostics={diagnostics}
                onCloseDiagnostics={() => setDiagnostics(false)}
              />
            ) : (
              <SplashScreen
                // A transition: the overlays render in slices as the app appears.
                onFinish={() => {
                  const now = performance.now();
                  startTransition(() => setSplashEndedAt(now));
                }}
              />
            )}
            <StartupAnnouncementsOverlay splashEndedAt={splashEndedAt} />
          </LocationProvider>
          <Toaster />
        </AuthProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
