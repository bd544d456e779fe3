import { ApiResponseError } from '../../lib/api-client';

const reviewFields = ['rating', 'text', 'photos'] as const;
export type ReviewField = (typeof reviewFields)[number];
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

const isReviewField = (key: unknown): key is ReviewField =>
  reviewFields.some((field) => field === key);

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<Issue>).path) &&
  typeof (value as Partial<Issue>).message === 'string';

/** The first message for each field, from `reviewBodySchema`'s issues, checked here or by the server. */
export function fieldErrorsFrom(issues: readonly Issue[]): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if (isReviewField(field)) errors[field] ??= message;
  }
  return errors;
}

// The server's own checks say "Invalid body: photos.0: must be …" without details.
const bodyFieldMessage = /^Invalid body: ([a-z]+)[.\w]*: (.+)$/i;

/** The issues a 400 answer names: its details (docs/product.md#error-responses), else the one in its message. */
function serverIssues(error: ApiResponseError): Issue[] {
  const details = error.apiError?.details;
  if (Array.isArray(details)) return details.filter(isIssue);
  const [, field, message] = bodyFieldMessage.exec(error.apiError?.message ?? '') ?? [];
  return field && message ? [{ path: [field], message }] : [];
}

/** The form's fields a 400 answer finds fault with, or null when it names none of them. */
export function serverFieldErrors(error: unknown): ReviewFieldErrors | null {
  if (!(error instanceof ApiResponseError) || error.status !== 400) return null;
  const errors = fieldErrorsFrom(serverIssues(error));
  return Object.keys(errors).length > 0 ? errors : null;
}
