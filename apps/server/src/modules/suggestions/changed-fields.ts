import {
  placeFieldNames,
  type PlaceFieldChanges,
  type PlaceFields,
} from '@waggle/shared/place-fields';

/** The proposed values that differ from the place's current ones (an edit stores only these). */
export function changedFields(
  proposed: PlaceFieldChanges,
  current: PlaceFields,
): PlaceFieldChanges {
  const changed: PlaceFieldChanges = {};
  const copyIfChanged = <K extends keyof PlaceFields>(name: K) => {
    const value = proposed[name];
    if (value !== undefined && value !== current[name]) changed[name] = value;
  };
  placeFieldNames.forEach(copyIfChanged);
  return changed;
}
