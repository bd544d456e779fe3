import { placeFieldNames } from '@waggle/shared/place-fields';
import { z } from 'zod';
import { ApiResponseError } from '../../lib/api-client';
import type { PlaceFieldErrors, PlaceFieldName } from './place-fields-draft';

/** Messages for a suggestion form: under a place field, the photo, the note, or the whole form. */
export type SuggestionErrors = PlaceFieldErrors & { photo?: string; note?: string; form?: string };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

// The server's 400 details are the zod issues of the body it refused (DESIGN.md §4).
const issuesSchema = z.array(
  z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
);

const isPlaceField = (key: unknown): key is PlaceFieldName =>
  typeof key === 'string' && (placeFieldNames as readonly string[]).includes(key);

/** Where an issue of a suggestion body (`{ fields: { website } }`, `note`, …) is shown. */
function errorKey([first, second]: readonly PropertyKey[]): keyof SuggestionErrors {
  if (first === 'fields' && isPlaceField(second)) return second;
  if (first === 'photo' || first === 'note') return first;
  return 'form';
}

/** The first message for each place the issues point at. */
export function errorsFromIssues(issues: readonly Issue[]): SuggestionErrors {
  const errors: SuggestionErrors = {};
  for (const issue of issues) errors[errorKey(issue.path)] ??= issue.message;
  return errors;
}

/** A 400 whose details name the fields, as messages under those fields; otherwise null. */
export function errorsFromResponse(error: unknown): SuggestionErrors | null {
  if (!(error instanceof ApiResponseError) || error.status !== 400) return null;
  const issues = issuesSchema.safeParse(error.apiError?.details);
  return issues.success && issues.data.length > 0 ? errorsFromIssues(issues.data) : null;
}

export const hasErrors = (errors: SuggestionErrors) => Object.keys(errors).length > 0;
