import { placeFieldNames } from '@waggle/shared/place-fields';
import type { PlaceFieldName } from './place-fields-draft';

/** Where a suggestion form shows a message: under a place field, the photo, the note, or the form. */
export type SuggestionErrorPlace = PlaceFieldName | 'photo' | 'note' | 'form';

const isPlaceField = (key: unknown): key is PlaceFieldName =>
  typeof key === 'string' && (placeFieldNames as readonly string[]).includes(key);

/** Where an issue of a suggestion body (`{ fields: { website } }`, `note`, …) is shown. */
export function suggestionErrorPlace([
  first,
  second,
]: readonly PropertyKey[]): SuggestionErrorPlace {
  if (first === 'fields' && isPlaceField(second)) return second;
  if (first === 'photo' || first === 'note') return first;
  return 'form';
}
