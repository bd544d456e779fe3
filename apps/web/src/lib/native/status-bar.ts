import { isNativePlatform } from '../platform';

/**
 * docs/product.md#dark-mode: on native devices the status bar follows the theme (light text on the dark
 * theme). Nothing on the web, where the plugin's code is never loaded (it stays out of the entry
 * bundle); a failure leaves the bar as it was.
 */
export function setStatusBarDark(dark: boolean): void {
  if (!isNativePlatform()) return;
  import('@capacitor/status-bar')
    .then(({ StatusBar, Style }) => StatusBar.setStyle({ style: dark ? Style.Dark : Style.Light }))
    .catch(() => undefined);
}
