import { z } from 'zod';
import { ApiResponseError } from '../api-client';

/** What a zod issue says: where in the body, and the message for it. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** A form's messages: the first for each of its fields (or for the form as a whole). */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Where a form shows an issue: one of its fields, the form as a whole, or nowhere (undefined). */
export type PlaceOfIssue<K extends string> = (path: readonly PropertyKey[]) => K | undefined;

/**
 * An issue shows under the field its path starts with, when the form has one; any other under
 * `rest` (say `'form'`), or nowhere without it.
 */
export function byFirstKey<K extends string>(fields: readonly K[], rest?: K): PlaceOfIssue<K> {
  return ([first]) => fields.find((field) => field === first) ?? rest;
}

/** The first message for each place the issues point at. */
export function fieldErrorsOf<K extends string>(
  issues: readonly FieldIssue[],
  placeOf: PlaceOfIssue<K>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const { path, message } of issues) {
    const place = placeOf(path);
    if (place !== undefined) errors[place] ??= message;
  }
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

// A 400's details are the issues the server found, whether its schema or one of its rules refused
// the body (docs/product.md#error-responses).
const issuesSchema = z.array(
  z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
);

/** The issues of a 400 that names what was wrong; null for any other failure. */
export function badRequestIssues(error: unknown): FieldIssue[] | null {
  if (!(error instanceof ApiResponseError) || error.status !== 400) return null;
  const issues = issuesSchema.safeParse(error.apiError?.details);
  return issues.success && issues.data.length > 0 ? issues.data : null;
}
