import type { ApiErrorCode } from '@waggle/shared/api-error';

/** An error a route or service raises on purpose; the error plugin turns it into docs/product.md#error-responses JSON. */
export class HttpError extends Error {
  /** Sent as the answer's `Retry-After`: when a refusal for now may be tried again. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Where in a request a value was refused: the part, and the path inside it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** What a refused request says: "Invalid body: photos.0: …", naming the first issue. */
export function invalidInputMessage(
  part: string,
  issue: { path: readonly PropertyKey[]; message: string } | undefined,
): string {
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `Invalid ${part}: ${where}${issue?.message ?? 'invalid value'}`;
}

// Every error a layer raises on purpose, in one place (docs/product.md#error-responses statuses and codes).

/**
 * A value the request's schema accepted but a rule refused: the same message and `details` (a
 * list of `{ path, message }`) as a schema's refusal, so a client shows it under its field.
 */
export function invalidInput(part: RequestPart, path: (string | number)[], message: string) {
  const issue = { code: 'custom', path, message };
  return new HttpError(400, 'validation_failed', invalidInputMessage(part, issue), [issue]);
}
export const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'service_unavailable', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message: string) =>
  new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);
export const rateLimited = (message: string) => new HttpError(429, 'rate_limited', message);

/** `error`, saying the call may be tried again in `seconds` (docs/product.md#error-responses). */
export function retryLater(error: HttpError, seconds: number): HttpError {
  error.retryAfterSeconds = seconds;
  return error;
}
