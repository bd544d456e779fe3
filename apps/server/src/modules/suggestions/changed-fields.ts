import {
  placeFieldNames,
  type PlaceFieldChanges,
  type PlaceFields,
} from '@waggle/shared/place-fields';

/** The proposed values that differ from the current ones (an edit stores only these). */
export function changedFields(
  proposed: PlaceFieldChanges,
  current: PlaceFieldChanges,
): PlaceFieldChanges {
  const changed: PlaceFieldChanges = {};
  const copyIfChanged = <K extends keyof PlaceFields>(name: K) => {
    const value = proposed[name];
    if (value !== undefined && value !== current[name]) changed[name] = value;
  };
  placeFieldNames.forEach(copyIfChanged);
  return changed;
}

/**
 * What an admin corrected as they approved: their fields that differ from the proposed ones,
 * null when none did (docs/product.md#my-contributions).
 */
export function correctedFields(
  proposed: PlaceFieldChanges,
  corrections: PlaceFieldChanges | undefined,
): PlaceFieldChanges | null {
  const corrected = changedFields(corrections ?? {}, proposed);
  return Object.keys(corrected).length > 0 ? corrected : null;
}
