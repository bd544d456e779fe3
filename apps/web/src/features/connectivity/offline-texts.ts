import type { ConnectionType } from '../../lib/native/network';

// docs/product.md#no-internet-connection-screen: its texts, by kind of device.

export const offlineTitle = 'No Internet Connection';
export const offlineText =
  'Waggle needs an internet connection to load dog-friendly locations and features.';
export const cachedBrowsingNote =
  'Limited offline browsing: the places saved on this device, as they were when you last saw them.';
export const refreshHint = 'Or refresh this page once your connection is back.';

/** The tips box: its heading and list differ on mobile (the app, or a phone's browser). */
export function connectionTips(mobile: boolean): { heading: string; tips: string[] } {
  return {
    heading: mobile ? 'Mobile App Tips' : 'Connection Tips',
    tips: [
      'Check that WiFi or mobile data is turned on.',
      'Move to a spot with a better signal.',
      ...(mobile ? ['Restart the app if problems persist.'] : []),
      'Waggle needs the internet for fresh location data.',
    ],
  };
}

const connectionNames: Record<ConnectionType, string> = {
  none: 'No connection',
  wifi: 'WiFi',
  cellular: 'Mobile data',
  unknown: 'Unknown connection',
};

/** Native only: the network status line, "No connection" or the connection's type. */
export const networkStatusText = (type: ConnectionType): string => connectionNames[type];
