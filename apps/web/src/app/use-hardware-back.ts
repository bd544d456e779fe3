import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { haptic } from '../lib/native/haptics';
import { exitApp, onHardwareBack } from '../lib/native/hardware-back';
import { paths } from '../lib/paths';

/** The dialog or sheet on top, if one is open (Radix marks open ones with data-state="open"). */
const topLayer = (doc: Document): Element | undefined =>
  [
    ...doc.querySelectorAll(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ),
  ].at(-1);

/**
 * Android's hardware back (spec §9 back navigation haptic): closes an open sheet or dialog first,
 * as Escape does; otherwise goes back in history; on Explore it leaves the app.
 */
export function useHardwareBack(): void {
  const [location, navigate] = useLocation();
  useEffect(
    () =>
      onHardwareBack(() => {
        haptic('backNavigation');
        const layer = topLayer(document);
        if (layer) {
          layer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        } else if (location === paths.home) {
          exitApp();
        } else if (window.history.length > 1) {
          window.history.back();
        } else {
          // Opened straight into a screen (a deep link): back leads to Explore, then out.
          navigate(paths.home, { replace: true });
        }
      }),
    [location, navigate],
  );
}
