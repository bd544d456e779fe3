import {
  placeFieldLabels,
  placeFieldNames,
  placeFieldsSchema,
  type PlaceFieldChanges,
  type PlaceFields,
} from '@waggle/shared/place-fields';
import {
  draftFromPlace,
  draftInput,
  type PlaceFieldErrors,
  type PlaceFieldName,
  type PlaceFieldsDraft,
} from './place-fields-draft';
import { placeFieldText } from './place-field-text';

const someFieldsSchema = placeFieldsSchema.partial();

export interface DraftChanges {
  /** The fields whose value differs from the place's, as the schema reads them. */
  changes: PlaceFieldChanges;
  /** The changed fields whose new value the schema refuses. */
  errors: PlaceFieldErrors;
}

/**
 * What a draft changes in a place. Only the fields edited are checked, so a place whose current
 * value the schema would refuse can still be corrected elsewhere; an edit that reads the same as
 * before (" Café " for "Café") is no change.
 */
export function draftChanges(place: PlaceFields, draft: PlaceFieldsDraft): DraftChanges {
  const before = draftFromPlace(place);
  const input = draftInput(draft);
  const result: DraftChanges = { changes: {}, errors: {} };
  const compare = <K extends PlaceFieldName>(name: K) => {
    if (draft[name] === before[name]) return;
    const parsed = someFieldsSchema.safeParse({ [name]: input[name] });
    if (!parsed.success) {
      result.errors[name] = parsed.error.issues[0]?.message;
    } else if (parsed.data[name] !== place[name]) {
      result.changes[name] = parsed.data[name];
    }
  };
  placeFieldNames.forEach(compare);
  return result;
}

export interface ChangeRow {
  name: PlaceFieldName;
  label: string;
  from: string;
  to: string;
}

/** The changes as "old → new" rows, in the form's order. */
export function changeRows(place: PlaceFields, changes: Partial<PlaceFields>): ChangeRow[] {
  const row = <K extends PlaceFieldName>(name: K): ChangeRow[] => {
    const value = changes[name];
    if (value === undefined) return [];
    const label = placeFieldLabels[name];
    return [
      { name, label, from: placeFieldText(name, place[name]), to: placeFieldText(name, value) },
    ];
  };
  return placeFieldNames.flatMap(row);
}
