import { App } from '@capacitor/app';
import { getPlatform } from '../platform';

/**
 * Android's hardware back button: `onBack` runs instead of the system's default (which would
 * leave the app). Nothing elsewhere (iOS has no such button; the web has the browser's). Returns
 * how to stop listening.
 */
export function onHardwareBack(onBack: () => void): () => void {
  if (getPlatform() !== 'android') return () => undefined;
  const handle = App.addListener('backButton', onBack);
  return () => {
    void handle.then((listener) => listener.remove());
  };
}

/** Leaves the app (Android's back on the first screen). */
export function exitApp(): void {
  App.exitApp().catch(() => undefined);
}
