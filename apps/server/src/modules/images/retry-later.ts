import { HttpError } from '../../http-error';

/**
 * A refusal that says when to try again: the upload route sends `retryAfterSeconds` as the
 * answer's `Retry-After` (docs/product.md#images: the daily limit's 429, a full queue's 503).
 */
export class RetryLaterError extends HttpError {
  constructor(
    error: HttpError,
    readonly retryAfterSeconds: number,
  ) {
    super(error.statusCode, error.code, error.message);
  }
}
