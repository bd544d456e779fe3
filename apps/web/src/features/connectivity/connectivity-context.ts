import { createContext, useContext } from 'react';
import type { ConnectionType } from '../../lib/native/network';

export interface Connectivity {
  /** docs/product.md#connectivity-and-offline: whether the product is reachable; null until the first check has answered. */
  online: boolean | null;
  /** Native only: the device's connection type; null on the web. */
  connectionType: ConnectionType | null;
  /** A check asked for with `retry` is under way. */
  checking: boolean;
  /** The person chose "Browse Cached Locations": the app shows, reading the cached list. */
  browsingCached: boolean;
  retry: () => void;
  browseCached: () => void;
}

export const ConnectivityContext = createContext<Connectivity | null>(null);

export function useConnectivity(): Connectivity {
  const value = useContext(ConnectivityContext);
  if (!value) throw new Error('useConnectivity must be used within a ConnectivityProvider');
  return value;
}

/** docs/product.md#connectivity-and-offline: the offline screen shows when not connected (or never confirmed) unless bypassed. */
export const showsOfflineScreen = ({ online, browsingCached }: Connectivity): boolean =>
  online === false && !browsingCached;
