import { Capacitor } from '@capacitor/core';

export type Platform = 'web' | 'ios' | 'android';

export function getPlatform(): Platform {
  const platform = Capacitor.getPlatform();
  return platform === 'ios' || platform === 'android' ? platform : 'web';
}

export const isNativePlatform = (): boolean => getPlatform() !== 'web';

/** A finger on a phone-sized screen: a coarse pointer and a viewport under 768 px wide. */
export const phoneBrowserQuery = '(pointer: coarse) and (max-width: 767px)';

/**
 * "Mobile" in the offline texts (docs/product.md#no-internet-connection-screen): the native app, or a
 * phone's browser (`phoneBrowserQuery`). A tablet, or a laptop with a touch screen, is not.
 */
export const isMobileDevice = (): boolean =>
  isNativePlatform() || window.matchMedia(phoneBrowserQuery).matches;
