import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { historyIndex, numberHistoryEntries } from '../lib/history-index';
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
 * Android's hardware back (docs/product.md#haptics haptic): closes an open sheet or dialog first,
 * as Escape does; on Explore it leaves the app; otherwise it goes back in the app's own history,
 * and from the first page the app showed (a deep link) to Explore.
 */
export function useHardwareBack(): void {
  const [location, navigate] = useLocation();
  const latest = useRef({ location, navigate });
  useEffect(() => {
    latest.current = { location, navigate };
  }, [location, navigate]);
  useEffect(() => numberHistoryEntries(window), []);
  useEffect(
    () =>
      onHardwareBack(() => {
        haptic('backNavigation');
        const layer = topLayer(document);
        if (layer) {
          layer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        } else if (latest.current.location === paths.home) {
          exitApp();
        } else if (historyIndex(window.history) > 0) {
          window.history.back();
        } else {
          // The first page the app showed (a deep link): back leads to Explore, then out.
          latest.current.navigate(paths.home, { replace: true });
        }
      }),
    [],
  );
}
