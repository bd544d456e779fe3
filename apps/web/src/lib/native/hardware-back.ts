import { getPlatform } from '../platform';
import { listenToPlugin } from './plugin-listeners';

// The plugin's code loads only on Android, the one platform with the button; it stays out of the
// entry bundle.
const loadApp = () => import('@capacitor/app').then(({ App }) => App);

/**
 * Android's hardware back button: `onBack` runs instead of the system's default (which would
 * leave the app). Nothing elsewhere (iOS has no such button; the web has the browser's). Returns
 * how to stop listening.
 */
export function onHardwareBack(onBack: () => void): () => void {
  if (getPlatform() !== 'android') return () => undefined;
  return listenToPlugin(loadApp(), (App) => [App.addListener('backButton', onBack)]);
}

/** Leaves the app (Android's back on the first screen). */
export function exitApp(): void {
  loadApp()
    .then((App) => App.exitApp())
    .catch(() => undefined);
}
