import type { DistanceUnit } from '@waggle/shared/distance';
import { useContext } from 'react';
import { LocationContext } from '../location/location-context';
import { SettingsContext } from '../settings/settings-context';
import { unitWhere } from './unit-where';

export interface DistanceUnitValue {
  unit: DistanceUnit;
  setUnit: (unit: DistanceUnit) => void;
}

/**
 * Kilometres or miles: `distanceUnit` in the accessibility settings (docs/product.md#accessibility-and-display) once one is
 * chosen; until then the unit where the person is (docs/product.md#distance).
 */
export function useDistanceUnit(): DistanceUnitValue {
  const settings = useContext(SettingsContext);
  // docs/product.md#error-messages: using the unit context outside its provider is a developer error.
  if (!settings) throw new Error('useDistanceUnit must be used within a SettingsProvider');
  const { accessibility, updateAccessibility } = settings;
  // Outside a location provider (a test of one screen) the position is not known.
  const location = useContext(LocationContext);
  const position = location?.hasFix ? location.position : null;
  return {
    unit: accessibility.distanceUnit ?? unitWhere(position, navigator.language),
    setUnit: (distanceUnit) => updateAccessibility({ distanceUnit }),
  };
}
