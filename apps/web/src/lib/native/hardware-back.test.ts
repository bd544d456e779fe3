import { describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { exitApp, onHardwareBack } from './hardware-back';

const plugin = vi.hoisted(() => ({
  loaded: false,
  listeners: [] as { onBack: () => void; remove: () => Promise<void> }[],
  exitApp: vi.fn(() => Promise.resolve()),
}));
vi.mock('@capacitor/app', () => {
  plugin.loaded = true;
  return {
    App: {
      addListener: (_event: 'backButton', onBack: () => void) => {
        const listener = {
          onBack,
          remove: () => {
            plugin.listeners = plugin.listeners.filter((other) => other !== listener);
            return Promise.resolve();
          },
        };
        plugin.listeners.push(listener);
        return Promise.resolve(listener);
      },
      exitApp: plugin.exitApp,
    },
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Android's hardware back button", () => {
  it('is not listened to on the web or iOS, whose bundles never load the plugin', async () => {
    for (const platform of ['web', 'ios'] as const) {
      simulatePlatform(platform);
      onHardwareBack(() => undefined)();
    }
    await settle();
    expect(plugin.loaded).toBe(false);
  });

  it('on Android runs the handler, until it stops listening', async () => {
    simulatePlatform('android');
    const onBack = vi.fn();
    const stop = onHardwareBack(onBack);
    await vi.waitFor(() => expect(plugin.listeners).toHaveLength(1));
    plugin.listeners[0]?.onBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    stop();
    await vi.waitFor(() => expect(plugin.listeners).toHaveLength(0));
  });

  it('adds no listener when stopped before the plugin loaded', async () => {
    simulatePlatform('android');
    onHardwareBack(() => undefined)();
    await settle();
    expect(plugin.listeners).toHaveLength(0);
  });

  it('leaves the app through the plugin', async () => {
    simulatePlatform('android');
    exitApp();
    await vi.waitFor(() => expect(plugin.exitApp).toHaveBeenCalledTimes(1));
  });
});
