import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '@waggle/db/unavailable';
import type { ApiError, ApiErrorCode } from '@waggle/shared/api-error';
import { HttpError, serviceUnavailable } from '../http-error';
import { answerWithRequestId, requestIdHeader } from './request-id';
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

/**
 * Sends an error as it is, with its request's id: a route's answer schema for the same status
 * (health's 503) is not its.
 */
export function sendApiError(reply: FastifyReply, status: number, body: ApiError) {
  return answerWithRequestId(reply)
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send({ ...body, requestId: reply.request.id } satisfies ApiError);
}

/** What Fastify answers before any route or hook runs, in words. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** Fastify's `frameworkErrors`: a URL it cannot route answered in the same shape as the rest. */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toApiError(error);
  void sendApiError(reply, status, {
    ...body,
    message: frameworkMessages[error.code] ?? body.message,
  });
}

/** The requests Node refuses before Fastify sees them, by Node's error code. */
const clientErrors: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot read (headers over its limit, not HTTP, too
 * slow) is answered on the socket, in the same JSON shape with an id of its own (nothing of the
 * request can be trusted), logged, and the connection closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'The request is not valid HTTP.',
  ];
  const requestId = randomUUID();
  this.log.info({ requestId, status, code: error.code }, 'refused a request it cannot read');
  const body = JSON.stringify({ error: 'bad_request', message, requestId } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${requestIdHeader}: ${requestId}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** What a load balancer may send to another server after a 503 (nginx resends these alone). */
const resendableMethods = new Set(['GET', 'HEAD']);

/** Never shed: the probes say where the server is, and the scrapes watch it leave. */
const neverShed = /^\/(api\/health|metrics)(\/|\?|$)/;

/**
 * A call that arrives while the server shuts down (on a connection kept open) is a 503 in the
 * same shape; Fastify's own answer (`return503OnClosing`) is not, so the app turns it off.
 * With `shedReads` (docs/operations.md#health-checks-and-shutdown), so is a read that arrives
 * while the server drains: nginx sends it to another server and counts the 503 against this
 * one, so that it stops opening connections here before the server stops accepting them.
 */
export function refuseCallsWhileClosing(
  app: FastifyInstance,
  { shedReads }: { shedReads: boolean },
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const shed = (request: FastifyRequest) =>
    shedReads &&
    app.shutdown.draining &&
    resendableMethods.has(request.method) &&
    !neverShed.test(request.url);
  app.addHook('onRequest', async (request, reply) => {
    if (!closing && !shed(request)) return;
    void reply.header('Connection', 'close');
    throw serviceUnavailable('The server is restarting. Try again in a moment.');
  });
}

/** docs/product.md#error-responses: every error, from any layer, leaves as `{ error, message, details?, requestId }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    return sendApiError(reply, status, body);
  });
}
