import type { DistanceUnit } from '@waggle/shared/distance';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toastError } from '../errors';
import { storage } from '../storage';
import {
  accessibilitySettingsKey,
  defaultDistanceUnit,
  DistanceUnitContext,
  storedDistanceUnit,
  withDistanceUnit,
} from './distance-unit';

export function DistanceUnitProvider({ children }: { children: ReactNode }) {
  const [unit, setUnitState] = useState<DistanceUnit>(() =>
    defaultDistanceUnit(navigator.language),
  );

  useEffect(() => {
    let cancelled = false;
    void storage.get(accessibilitySettingsKey).then((json) => {
      const stored = storedDistanceUnit(json);
      if (!cancelled && stored) setUnitState(stored);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const setUnit = useCallback((next: DistanceUnit) => {
    setUnitState(next);
    void storage
      .get(accessibilitySettingsKey)
      .then((json) => storage.set(accessibilitySettingsKey, withDistanceUnit(json, next)))
      .catch((error: unknown) => {
        toastError("Couldn't save the unit", error);
      });
  }, []);

  const value = useMemo(() => ({ unit, setUnit }), [unit, setUnit]);
  return <DistanceUnitContext.Provider value={value}>{children}</DistanceUnitContext.Provider>;
}
