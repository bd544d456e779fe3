import { StatusBar, Style } from '@capacitor/status-bar';
import { isNativePlatform } from '../platform';

/**
 * spec §4 Dark mode: on native devices the status bar follows the theme (light text on the dark
 * theme). Nothing on the web; a failure leaves the bar as it was.
 */
export function setStatusBarDark(dark: boolean): void {
  if (!isNativePlatform()) return;
  StatusBar.setStyle({ style: dark ? Style.Dark : Style.Light }).catch(() => undefined);
}
