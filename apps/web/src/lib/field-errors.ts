import { z } from 'zod';
import { ApiResponseError } from './api-client';

/** What a zod issue says: where in the body, and the message for it. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

// The server's 400 details are the zod issues of the body it refused (docs/product.md#error-responses).
const issuesSchema = z.array(
  z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
);

/** The issues of a 400 that names what was wrong; null for any other failure. */
export function badRequestIssues(error: unknown): FieldIssue[] | null {
  if (!(error instanceof ApiResponseError) || error.status !== 400) return null;
  const issues = issuesSchema.safeParse(error.apiError?.details);
  return issues.success && issues.data.length > 0 ? issues.data : null;
}

/**
 * The first message for each place the issues point at, as `placeOf` names it (a field, or the
 * form as a whole).
 */
export function firstMessages<K extends string>(
  issues: readonly FieldIssue[],
  placeOf: (path: readonly PropertyKey[]) => K,
): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  for (const issue of issues) messages[placeOf(issue.path)] ??= issue.message;
  return messages;
}
