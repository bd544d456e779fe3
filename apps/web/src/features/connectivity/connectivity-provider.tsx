import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  deviceConnection,
  onDeviceConnectionChange,
  type ConnectionType,
} from '../../lib/native/network';
import { isNativePlatform } from '../../lib/platform';
import { ConnectivityContext, type Connectivity } from './connectivity-context';
import { probeConnection } from './api/probe';

interface Reading {
  online: boolean;
  connectionType: ConnectionType | null;
}

/**
 * One check of the connection. docs/product.md#connectivity-and-offline: on the web the start-up probe decides (the browser's own
 * "online" only says a network is there); on native the device's network status does.
 */
async function check(): Promise<Reading> {
  if (!isNativePlatform()) return { online: await probeConnection(), connectionType: null };
  try {
    const { connected, connectionType } = await deviceConnection();
    return { online: connected, connectionType };
  } catch {
    return { online: false, connectionType: null };
  }
}

/**
 * docs/product.md#connectivity-and-offline: tracks online and offline from the app's start. Checks once at start-up;
 * then the web follows the browser's offline/online events (an "online" is checked again with the
 * probe) and native the device's network changes. Regaining the connection ends cached browsing:
 * the app proceeds with live data.
 */
export function ConnectivityProvider({ children }: { children: ReactNode }) {
  const [reading, setReading] = useState<Reading | null>(null);
  const [checking, setChecking] = useState(false);
  const [browsingCached, setBrowsingCached] = useState(false);

  const apply = useCallback((next: Reading) => {
    setReading(next);
    if (next.online) setBrowsingCached(false);
  }, []);

  const retry = useCallback(() => {
    setChecking(true);
    void check()
      .then(apply)
      .finally(() => setChecking(false));
  }, [apply]);

  useEffect(() => {
    let active = true;
    const applyWhileMounted = (next: Reading) => {
      if (active) apply(next);
    };
    void check().then(applyWhileMounted);
    if (isNativePlatform()) {
      const stop = onDeviceConnectionChange(({ connected, connectionType }) =>
        applyWhileMounted({ online: connected, connectionType }),
      );
      return () => {
        active = false;
        stop();
      };
    }
    const wentOffline = () => applyWhileMounted({ online: false, connectionType: null });
    const wentOnline = () => void check().then(applyWhileMounted);
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', wentOnline);
    return () => {
      active = false;
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', wentOnline);
    };
  }, [apply]);

  const value = useMemo<Connectivity>(
    () => ({
      online: reading?.online ?? null,
      connectionType: reading?.connectionType ?? null,
      checking,
      browsingCached,
      retry,
      browseCached: () => setBrowsingCached(true),
    }),
    [reading, checking, browsingCached, retry],
  );
  return <ConnectivityContext value={value}>{children}</ConnectivityContext>;
}
