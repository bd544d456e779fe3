import type { DistanceUnit } from '@waggle/shared/distance';
import { createContext, useContext } from 'react';

/** The locally stored accessibility settings (spec §3), which carry distanceUnit. */
export const accessibilitySettingsKey = 'accessibility_settings';

// Where road signs count in miles; everyone else gets kilometres (the spec leaves it open).
const milesRegions = new Set(['US', 'GB', 'LR', 'MM']);

export function defaultDistanceUnit(locale: string): DistanceUnit {
  const region = locale.split(/[-_]/)[1]?.toUpperCase();
  return region && milesRegions.has(region) ? 'miles' : 'kilometers';
}

/** The stored unit, or null when none (or an unreadable value) is stored. */
export function storedDistanceUnit(json: string | null): DistanceUnit | null {
  try {
    const unit = (JSON.parse(json ?? '{}') as { distanceUnit?: unknown } | null)?.distanceUnit;
    return unit === 'kilometers' || unit === 'miles' ? unit : null;
  } catch {
    return null;
  }
}

/** The settings text with the unit replaced and every other field kept. */
export function withDistanceUnit(json: string | null, unit: DistanceUnit): string {
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      settings = parsed as Record<string, unknown>;
    }
  } catch {
    // An unreadable value is replaced.
  }
  return JSON.stringify({ ...settings, distanceUnit: unit });
}

export interface DistanceUnitValue {
  unit: DistanceUnit;
  setUnit: (unit: DistanceUnit) => void;
}

export const DistanceUnitContext = createContext<DistanceUnitValue | null>(null);

export function useDistanceUnit(): DistanceUnitValue {
  const value = useContext(DistanceUnitContext);
  // spec §8: using the unit context outside its provider is a developer error.
  if (!value) throw new Error('useDistanceUnit must be used within a DistanceUnitProvider');
  return value;
}
