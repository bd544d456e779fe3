import type { ApiErrorCode } from '@waggle/shared/api-error';

/** An error a route or service raises on purpose; the error plugin turns it into docs/product.md#error-responses JSON. */
export class HttpError extends Error {
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

// Every error a layer raises on purpose, in one place (docs/product.md#error-responses statuses and codes).
export const invalidInput = (message: string) =>
  new HttpError(400, 'validation_failed', `Invalid ${message}`);
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
