import { useSyncExternalStore } from 'react';

/** Switches to the waiting version: it takes over and the page reloads onto it. */
export type ApplyUpdate = () => void;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function publish(next: ApplyUpdate | null) {
  waiting = next;
  for (const listener of listeners) listener();
}

/** A new version of the app is installed and waits for this page; `apply` switches to it. */
export const offerUpdate = (apply: ApplyUpdate): void => publish(apply);

/** "Not now": the new version then starts once every tab of the app has been closed. */
export const dismissUpdate = (): void => publish(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to switch to the new version while one waits; null when there is none. */
export const useWaitingUpdate = (): ApplyUpdate | null =>
  useSyncExternalStore(subscribe, () => waiting);
