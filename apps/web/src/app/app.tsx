import { QueryClientProvider } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { lazy, memo, startTransition, Suspense, useRef, useState } from 'react';
import { useRoute } from 'wouter';
import { QuietBoundary } from '../components/ui/quiet-boundary';
import { AuthProvider } from '../features/auth/auth-provider';
import { useDiagnosticsShortcut } from '../features/diagnostics/use-diagnostics-shortcut';
import { SplashScreen } from '../features/splash/splash-screen';
import { webEnv } from '../env';
import { OfflineScreen } from '../features/connectivity/components/offline-screen';
import { ConnectivityProvider } from '../features/connectivity/connectivity-provider';
import { showsOfflineScreen, useConnectivity } from '../features/connectivity/connectivity-context';
import { LocationProvider } from '../lib/location/location-provider';
import { paths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { isNativePlatform } from '../lib/platform';
import { retryableLazy } from '../lib/retryable-lazy';
import { mainContentId } from '../lib/skip-targets';
import { SettingsProvider } from '../lib/settings/settings-provider';
import type { AppOverlaysProps } from './app-overlays';
import { AppRoutes } from './app-routes';
import { BottomNav } from './bottom-nav';
import { PreviewBanner } from './preview-banner';
import { SkipLink } from './skip-link';
import { StartupAnnouncementsOverlay } from './startup-announcements-overlay';
import { useScreenFocus } from './use-screen-focus';
import { useScreenStartsAtTop } from './use-screen-starts-at-top';

const queryClient = createQueryClient();
const { previewWorkspace } = webEnv();

// Deep links and the keyboard helper: the apps' code only, loaded there (not in the web's bundle).
const NativeShell = isNativePlatform()
  ? lazy(() => import('./native-shell').then((module) => ({ default: module.NativeShell })))
  : null;

// The toasts' code (Radix's toast) loads beside the first screen's, not before the first paint: a
// toast asked for meanwhile waits in the store and shows as the toaster mounts.
const Toaster = retryableLazy<object>(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

// What runs once the splash is gone (the new-version prompt, the diagnostics panel, Android's back)
// loads as it goes.
const AppOverlays = retryableLazy<AppOverlaysProps>(() =>
  import('./app-overlays').then((module) => ({ default: module.AppOverlays })),
);

/** The screens and the bottom bar. */
const AppScreens = memo(function AppScreens() {
  // docs/product.md#wide-screens: Explore and a place's page put their map beside the list or the
  // details, the admin area its queue beside the chosen item; every other screen is one readable
  // column, centred.
  const [explore] = useRoute(paths.home);
  const [admin] = useRoute(paths.admin);
  const [place] = useRoute(paths.location(':id'));
  const wide = explore || admin || place;
  const main = useRef<HTMLElement>(null);
  const announcement = useScreenFocus(main);
  useScreenStartsAtTop(explore);
  return (
    <>
      <SkipLink explore={explore} />
      <main
        ref={main}
        id={mainContentId}
        className={clsx(
          'mx-auto min-h-dvh max-w-md px-4 pt-[env(safe-area-inset-top)] pb-24 focus:outline-none',
          wide ? 'lg:max-w-6xl' : 'lg:max-w-2xl',
        )}
      >
        <AppRoutes />
      </main>
      {/* docs/product.md#keyboard: the screen just opened, for screen readers. */}
      <p aria-live="polite" className="sr-only" data-testid="screen-announcement">
        {announcement}
      </p>
      <BottomNav />
    </>
  );
});

/**
 * The app's screens, covered by the No Internet Connection screen while it shows
 * (docs/product.md#connectivity-and-offline). The screens stay mounted underneath, hidden from
 * sight, focus and screen readers, so a form keeps what was typed through a dropped connection
 * (docs/product.md#drafts). Memoised, as are the screens: neither the splash's end nor a
 * connectivity check that changes nothing renders the first screen again.
 */
const Screens = memo(function Screens() {
  const offline = showsOfflineScreen(useConnectivity());
  return (
    <>
      <div className={clsx(offline && 'invisible')} inert={offline}>
        <AppScreens />
      </div>
      {offline && (
        <div className="fixed inset-0 z-40 overflow-y-auto bg-stone-50 dark:bg-stone-950">
          <OfflineScreen />
        </div>
      )}
    </>
  );
});

export function App() {
  // When the splash ended (a performance.now() time): the announcements' delay counts from here.
  const [splashEndedAt, setSplashEndedAt] = useState<number | null>(null);
  const splashDone = splashEndedAt !== null;
  const [diagnostics, setDiagnostics] = useDiagnosticsShortcut();
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectivityProvider>
        <SettingsProvider>
          <AuthProvider>
            <LocationProvider>
              {/* The app mounts under the splash so its first screen loads meanwhile. */}
              <div inert={!splashDone} className="min-h-dvh">
                <Screens />
              </div>
              {splashDone ? (
                <QuietBoundary what="Overlays">
                  <AppOverlays
                    diagnostics={diagnostics}
                    onCloseDiagnostics={() => setDiagnostics(false)}
                  />
                </QuietBoundary>
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
            <QuietBoundary what="Toasts">
              <Toaster />
            </QuietBoundary>
            {previewWorkspace && <PreviewBanner />}
            {NativeShell && (
              <Suspense fallback={null}>
                <NativeShell />
              </Suspense>
            )}
          </AuthProvider>
        </SettingsProvider>
      </ConnectivityProvider>
    </QueryClientProvider>
  );
}
