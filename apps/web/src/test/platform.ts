import type { Platform } from '../lib/platform';

/**
 * Makes Capacitor report `platform`, the way a device does: by the presence of its native bridge
 * on window (the bridge itself cannot run in jsdom; plugin calls are faked where a test needs them).
 */
export function simulatePlatform(platform: Platform): void {
  const win = window as unknown as { androidBridge?: unknown; webkit?: unknown };
  delete win.androidBridge;
  delete win.webkit;
  if (platform === 'android') win.androidBridge = {};
  if (platform === 'ios') win.webkit = { messageHandlers: { bridge: {} } };
}
