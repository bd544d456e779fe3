import { devicePreferences } from './native/preferences';
import { getPlatform, isNativePlatform } from './platform';

/**
 * Key-value storage: device storage on native, browser local storage on the web.
 * docs/product.md#error-messages "Storage write failure": a failed device write falls back to local storage; if that
 * fails too, `set` throws. Failed reads give null; removals and clears fail silently.
 */
export const storage = {
  async get(key: string): Promise<string | null> {
    if (isNativePlatform()) {
      const value = await devicePreferences.get(key).catch(() => null);
      if (value !== null) return value;
    }
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },

  async set(key: string, value: string): Promise<void> {
    if (isNativePlatform()) {
      const stored = await devicePreferences.set(key, value).then(
        () => true,
        () => false,
      );
      if (stored) return;
    }
    try {
      localStorage.setItem(key, value);
    } catch {
      throw new Error(`Storage failed on ${getPlatform()} for key: ${key}`);
    }
  },

  /** Writes to device storage (native) and to local storage both; throws only if neither took it. */
  async setEverywhere(key: string, value: string): Promise<void> {
    const onDevice =
      isNativePlatform() &&
      (await devicePreferences.set(key, value).then(
        () => true,
        () => false,
      ));
    try {
      localStorage.setItem(key, value);
    } catch {
      if (!onDevice) throw new Error(`Storage failed on ${getPlatform()} for key: ${key}`);
    }
  },

  async remove(key: string): Promise<void> {
    if (isNativePlatform()) await devicePreferences.remove(key).catch(() => undefined);
    try {
      localStorage.removeItem(key);
    } catch {
      // docs/product.md#error-messages: removals fail silently
    }
  },

  async clear(): Promise<void> {
    if (isNativePlatform()) await devicePreferences.clear().catch(() => undefined);
    try {
      localStorage.clear();
    } catch {
      // docs/product.md#error-messages: clears fail silently
    }
  },
};
