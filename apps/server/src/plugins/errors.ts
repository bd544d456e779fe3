import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '@waggle/db/unavailable';
import type { ApiError, ApiErrorCode } from '@waggle/shared/api-error';
import { HttpError } from '../http-error';
import { RequestValidationError } from './zod-validation';

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const invalidJsonCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { error: error.code, message: error.message, details: error.details },
    };
  }
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      body: { error: 'validation_failed', message: error.message, details: error.issues },
    };
  }
  // docs/operations.md#durability-and-recovery: PostgreSQL down or restarting is a 503, not a 500.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: 'service_unavailable',
        message: 'Waggle cannot reach its database just now. Try again in a moment.',
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return {
      status: 500,
      body: { error: 'internal_error', message: 'Something went wrong on our side.' },
    };
  }
  if (invalidJsonCodes.has(error.code) || error instanceof SyntaxError) {
    return {
      status: 400,
      body: { error: 'invalid_json', message: 'The request body is not valid JSON.' },
    };
  }
  return { status, body: { error: codeByStatus[status] ?? 'bad_request', message: error.message } };
}

export function sendApiError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** docs/product.md#error-responses: every error, from any layer, leaves as `{ error, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, status, body);
  });
}
