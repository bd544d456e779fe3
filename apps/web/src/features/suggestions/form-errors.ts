import { placeFieldNames } from '@waggle/shared/place-fields';
import { badRequestIssues, firstMessages, type FieldIssue } from '../../lib/field-errors';
import type { PlaceFieldErrors, PlaceFieldName } from './place-fields-draft';

/** Messages for a suggestion form: under a place field, the photo, the note, or the whole form. */
export type SuggestionErrors = PlaceFieldErrors & { photo?: string; note?: string; form?: string };

const isPlaceField = (key: unknown): key is PlaceFieldName =>
  typeof key === 'string' && (placeFieldNames as readonly string[]).includes(key);

/** Where an issue of a suggestion body (`{ fields: { website } }`, `note`, …) is shown. */
function errorKey([first, second]: readonly PropertyKey[]): keyof SuggestionErrors {
  if (first === 'fields' && isPlaceField(second)) return second;
  if (first === 'photo' || first === 'note') return first;
  return 'form';
}

/** The first message for each place the issues point at. */
export const errorsFromIssues = (issues: readonly FieldIssue[]): SuggestionErrors =>
  firstMessages(issues, errorKey);

/** A 400 whose details name the fields, as messages under those fields; otherwise null. */
export function errorsFromResponse(error: unknown): SuggestionErrors | null {
  const issues = badRequestIssues(error);
  return issues && errorsFromIssues(issues);
}

export const hasErrors = (errors: SuggestionErrors) => Object.keys(errors).length > 0;
