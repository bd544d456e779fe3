import { createContext, useContext } from 'react';
import type { AccessibilitySettings } from './display-settings';
import type { HapticPreference } from './haptic-preference';

/** docs/product.md#accessibility-and-display: the event every settings change broadcasts on `window`, with the new settings. */
export const settingsChangedEvent = 'settingsChanged';

export interface SettingsChange {
  accessibility: AccessibilitySettings;
  hapticPreference: HapticPreference;
}

export interface SettingsValue extends SettingsChange {
  /** Changes some accessibility settings: applied to the page at once, stored, broadcast. */
  updateAccessibility: (change: Partial<AccessibilitySettings>) => void;
  setHapticPreference: (preference: HapticPreference) => void;
}

export const SettingsContext = createContext<SettingsValue | null>(null);

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within a SettingsProvider');
  return value;
}
