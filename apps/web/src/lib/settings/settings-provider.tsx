import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toastError } from '../errors';
import { setHapticLevel } from '../native/haptics';
import { setStatusBarDark } from '../native/status-bar';
import { storage } from '../storage';
import {
  accessibilitySettingsKey,
  applyDisplaySettings,
  isDarkMode,
  parseAccessibilitySettings,
  systemPreferences,
  type AccessibilitySettings,
} from './display-settings';
import {
  hapticPreferenceKey,
  parseHapticPreference,
  type HapticPreference,
} from './haptic-preference';
import {
  SettingsContext,
  settingsChangedEvent,
  type SettingsChange,
  type SettingsValue,
} from './settings-context';
import { useSystemPreferences } from './use-system-preferences';

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What is stored, read as the first paint read it (local storage). */
const storedSettings = (
  accessibility: string | null,
  hapticPreference: string | null,
): SettingsChange => ({
  accessibility: parseAccessibilitySettings(accessibility),
  hapticPreference: parseHapticPreference(hapticPreference),
});

const sameSettings = (a: SettingsChange, b: SettingsChange) =>
  JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * What a settingsChanged event sent by another part of the app announces: its detail laid over the
 * settings held, or, without one, the accessibility settings it stored (local storage holds them
 * on every platform). Whatever is unreadable falls back as stored settings do.
 */
function announcedSettings(event: Event, held: SettingsChange): SettingsChange {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (!isRecord(detail)) {
    const { accessibility } = storedSettings(readLocal(accessibilitySettingsKey), null);
    return { ...held, accessibility };
  }
  const accessibility = isRecord(detail.accessibility)
    ? { ...held.accessibility, ...detail.accessibility }
    : held.accessibility;
  const { hapticPreference } = detail;
  return {
    accessibility: parseAccessibilitySettings(JSON.stringify(accessibility)),
    hapticPreference:
      typeof hapticPreference === 'string'
        ? parseHapticPreference(hapticPreference)
        : held.hapticPreference,
  };
}

/**
 * The one owner of the accessibility settings (`accessibility_settings`, docs/product.md#haptics) and the haptic
 * preference (`haptic_preference`): every change is applied to the page at once, stored, and
 * broadcast as `settingsChanged` (docs/product.md#dark-mode). In auto, the theme follows the system as it changes, and so does reduced motion until the
 * person chooses.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() =>
    storedSettings(readLocal(accessibilitySettingsKey), readLocal(hapticPreferenceKey)),
  );
  const current = useRef(settings);
  const broadcasting = useRef(false);
  const system = useSystemPreferences();

  const adopt = useCallback((next: SettingsChange) => {
    current.current = next;
    setSettings(next);
    broadcasting.current = true;
    window.dispatchEvent(new CustomEvent<SettingsChange>(settingsChangedEvent, { detail: next }));
    broadcasting.current = false;
  }, []);

  // docs/product.md#dark-mode: reapplied on a settingsChanged event. One sent elsewhere is applied and
  // held without a broadcast of its own, so nothing loops; the store's own are applied already.
  useEffect(() => {
    const onSettingsChanged = (event: Event) => {
      if (broadcasting.current) return;
      const next = announcedSettings(event, current.current);
      applyDisplaySettings(next.accessibility, systemPreferences(window), document);
      if (sameSettings(next, current.current)) return;
      current.current = next;
      setSettings(next);
    };
    window.addEventListener(settingsChangedEvent, onSettingsChanged);
    return () => window.removeEventListener(settingsChangedEvent, onSettingsChanged);
  }, []);

  // docs/product.md#accessibility-and-display and Dark mode: on the page before it paints again.
  useLayoutEffect(() => {
    applyDisplaySettings(settings.accessibility, system, document);
  }, [settings.accessibility, system]);
  const dark = isDarkMode(settings.accessibility.darkMode, system.dark);
  useEffect(() => setStatusBarDark(dark), [dark]);
  useEffect(() => setHapticLevel(settings.hapticPreference), [settings.hapticPreference]);

  // On native the device's storage is the record; local storage is the first paint's copy.
  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      storage.get(accessibilitySettingsKey),
      storage.get(hapticPreferenceKey),
    ]).then(([accessibility, haptics]) => {
      const stored = storedSettings(accessibility, haptics);
      if (!cancelled && !sameSettings(stored, current.current)) adopt(stored);
    });
    return () => {
      cancelled = true;
    };
  }, [adopt]);

  // A change made in another tab of the app.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== accessibilitySettingsKey && event.key !== hapticPreferenceKey) return;
      const stored = storedSettings(
        readLocal(accessibilitySettingsKey),
        readLocal(hapticPreferenceKey),
      );
      if (!sameSettings(stored, current.current)) adopt(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [adopt]);

  const updateAccessibility = useCallback(
    (change: Partial<AccessibilitySettings>) => {
      const accessibility = { ...current.current.accessibility, ...change };
      adopt({ ...current.current, accessibility });
      storage
        .setEverywhere(accessibilitySettingsKey, JSON.stringify(accessibility))
        .catch((error: unknown) => toastError("Couldn't save your settings", error));
    },
    [adopt],
  );

  const setHapticPreference = useCallback(
    (hapticPreference: HapticPreference) => {
      adopt({ ...current.current, hapticPreference });
      storage
        .set(hapticPreferenceKey, hapticPreference)
        .catch((error: unknown) => toastError("Couldn't save your settings", error));
    },
    [adopt],
  );

  const value = useMemo<SettingsValue>(
    () => ({ ...settings, updateAccessibility, setHapticPreference }),
    [settings, updateAccessibility, setHapticPreference],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}
