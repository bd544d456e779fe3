import type { ApiErrorCode } from '@waggle/shared/api-error';

/** An error a route or service raises on purpose; the error plugin turns it into DESIGN.md §4 JSON. */
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

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
