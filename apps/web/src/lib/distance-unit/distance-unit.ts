import type { DistanceUnit } from '@waggle/shared/distance';
import { useContext } from 'react';
import { SettingsContext } from '../settings/settings-context';

export interface DistanceUnitValue {
  unit: DistanceUnit;
  setUnit: (unit: DistanceUnit) => void;
}

/**
 * Kilometres or miles: `distanceUnit` in the accessibility settings (docs/product.md#accessibility-and-display), whose default is
 * miles where the locale's region counts in them (display-settings.ts).
 */
export function useDistanceUnit(): DistanceUnitValue {
  const settings = useContext(SettingsContext);
  // docs/product.md#error-messages: using the unit context outside its provider is a developer error.
  if (!settings) throw new Error('useDistanceUnit must be used within a SettingsProvider');
  const { accessibility, updateAccessibility } = settings;
  return {
    unit: accessibility.distanceUnit,
    setUnit: (distanceUnit) => updateAccessibility({ distanceUnit }),
  };
}
