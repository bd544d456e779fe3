import { z } from 'zod';

// docs/product.md#error-responses: every API error is `{ error, message, details?, requestId }` with a matching status.
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export const apiErrorCodeSchema = z.enum(apiErrorCodes);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiErrorSchema = z.object({
  error: apiErrorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
  /** The request's id, as in the server's log lines (optional: older servers do not send it). */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
