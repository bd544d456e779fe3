import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../test/platform';
import { storage } from './storage';

const device = vi.hoisted(() => ({
  values: new Map<string, string>(),
  failing: false,
}));

vi.mock('./native/preferences', () => ({
  devicePreferences: {
    get: (key: string) =>
      device.failing
        ? Promise.reject(new Error('down'))
        : Promise.resolve(device.values.get(key) ?? null),
    set: (key: string, value: string) => {
      if (device.failing) return Promise.reject(new Error('down'));
      device.values.set(key, value);
      return Promise.resolve();
    },
    remove: () => (device.failing ? Promise.reject(new Error('down')) : Promise.resolve()),
    clear: () => (device.failing ? Promise.reject(new Error('down')) : Promise.resolve()),
  },
}));

afterEach(() => {
  device.values.clear();
  device.failing = false;
  vi.restoreAllMocks();
});

describe('storage on the web', () => {
  it('reads and writes local storage', async () => {
    await storage.set('haptic_preference', 'minimal');
    expect(localStorage.getItem('haptic_preference')).toBe('minimal');
    expect(await storage.get('haptic_preference')).toBe('minimal');
    await storage.remove('haptic_preference');
    expect(await storage.get('haptic_preference')).toBeNull();
  });

  it('throws the docs/product.md#error-messages message when local storage refuses a write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(storage.set('authUser', '{}')).rejects.toThrow(
      'Storage failed on web for key: authUser',
    );
  });

  it('gives null for failed reads and stays silent on failed removals and clears', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(await storage.get('authUser')).toBeNull();
    await expect(storage.remove('authUser')).resolves.toBeUndefined();
    await expect(storage.clear()).resolves.toBeUndefined();
  });
});

describe('storage on native', () => {
  beforeEach(() => {
    simulatePlatform('ios');
  });

  it('uses device storage when it works', async () => {
    await storage.set('k', 'v');
    expect(device.values.get('k')).toBe('v');
    expect(localStorage.getItem('k')).toBeNull();
    expect(await storage.get('k')).toBe('v');
  });

  it('falls back to local storage when the device write fails', async () => {
    device.failing = true;
    await storage.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(await storage.get('k')).toBe('v');
  });

  it('names the platform when both stores fail', async () => {
    device.failing = true;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    await expect(storage.set('authUser', '{}')).rejects.toThrow(
      'Storage failed on ios for key: authUser',
    );
  });
});

describe('storage.setEverywhere (device and local storage both)', () => {
  const refuseLocal = () =>
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

  it('writes to both on native', async () => {
    simulatePlatform('android');
    await storage.setEverywhere('category_menu_settings', '{}');
    expect(device.values.get('category_menu_settings')).toBe('{}');
    expect(localStorage.getItem('category_menu_settings')).toBe('{}');
  });

  it('is content with either one, and fails with the documented message when both refuse', async () => {
    simulatePlatform('ios');
    device.failing = true;
    await storage.setEverywhere('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');

    device.failing = false;
    refuseLocal();
    await storage.setEverywhere('k', 'w');
    expect(device.values.get('k')).toBe('w');

    device.failing = true;
    await expect(storage.setEverywhere('k', 'x')).rejects.toThrow(
      'Storage failed on ios for key: k',
    );
  });
});
