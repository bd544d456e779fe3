import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isConnectionFailure } from '../../lib/errors';
import {
  deviceConnection,
  onDeviceConnectionChange,
  type ConnectionType,
} from '../../lib/native/network';
import { isNativePlatform } from '../../lib/platform';
import { ConnectivityContext, type Connectivity } from './connectivity-context';
import { probeConnection } from './api/probe';
import { keepReconnecting } from './reconnect';

/** How soon after reconnecting a new failure carries on the last schedule. */
const carryOverMs = 60_000;

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
 * Whether a read has just failed for want of a connection (the screen then shows its saved copy,
 * docs/product.md#saved-copies), told by the query cache.
 */
function useReadsFailing(): [boolean, () => void] {
  const queryCache = useQueryClient().getQueryCache();
  const [failing, setFailing] = useState(false);
  useEffect(
    () =>
      queryCache.subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          isConnectionFailure(event.action.error)
        )
          setFailing(true);
      }),
    [queryCache],
  );
  return [failing, useCallback(() => setFailing(false), [])];
}

/**
 * docs/product.md#connectivity-and-offline: tracks online and offline from the app's start. Checks once at start-up;
 * then the web follows the browser's offline events and native the device's network changes.
 * docs/product.md#reconnecting: while offline, browsing the saved places or after a read failed
 * for want of a connection, it checks again by itself; once the connection answers, cached
 * browsing ends and every screen loads its data again: the app proceeds with live data.
 */
export function ConnectivityProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<Reading | null>(null);
  const [checking, setChecking] = useState(false);
  const [browsingCached, setBrowsingCached] = useState(false);
  const [readsFailing, readsAnswer] = useReadsFailing();

  const wasOnline = useRef<boolean | null>(null);
  const apply = useCallback(
    (next: Reading) => {
      // Back from offline: what the screens show from saved copies is loaded again.
      if (next.online && wasOnline.current === false) void queryClient.invalidateQueries();
      wasOnline.current = next.online;
      setReading(next);
      if (next.online) setBrowsingCached(false);
    },
    [queryClient],
  );

  /**
   * A check asked for (Try again, or docs/product.md#reconnecting): when the connection answers,
   * the reads that failed load again (coming back from offline, apply has seen to that).
   */
  const recheck = useCallback(async () => {
    const next = await check();
    if (next.online && wasOnline.current !== false) void queryClient.invalidateQueries();
    apply(next);
    if (next.online) readsAnswer();
    return next.online;
  }, [apply, readsAnswer, queryClient]);

  const retry = useCallback(() => {
    setChecking(true);
    void recheck().finally(() => setChecking(false));
  }, [recheck]);

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
    window.addEventListener('offline', wentOffline);
    return () => {
      active = false;
      window.removeEventListener('offline', wentOffline);
    };
  }, [apply]);

  const online = reading?.online ?? null;
  const reconnecting = online === false || browsingCached || readsFailing;
  const streak = useRef({ checks: 0, endedAt: -Infinity });
  // A round of checks ends when one answers; a read that fails meanwhile needs the next round.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!reconnecting) return;
    // The server answered, yet reads fail again within the minute: the schedule carries on
    // instead of starting over at 2 s (docs/product.md#reconnecting).
    const previous = streak.current;
    const carried = Date.now() - previous.endedAt < carryOverMs ? previous.checks : 0;
    let checks = 0;
    const stop = keepReconnecting(async () => {
      checks += 1;
      const back = await recheck();
      if (back) setRound((count) => count + 1);
      return back;
    }, carried);
    return () => {
      stop();
      streak.current = { checks: carried + checks, endedAt: Date.now() };
    };
  }, [reconnecting, recheck, round]);

  const value = useMemo<Connectivity>(
    () => ({
      online,
      connectionType: reading?.connectionType ?? null,
      checking,
      browsingCached,
      retry,
      browseCached: () => setBrowsingCached(true),
    }),
    [online, reading, checking, browsingCached, retry],
  );
  return <ConnectivityContext value={value}>{children}</ConnectivityContext>;
}
