import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';

// docs/operations.md#request-ids: one id per request, in its log lines, its answer's header and
// an error's body, so what a person or a proxy reports can be found in the server's log.

export const requestIdHeader = 'X-Request-Id';

/** An id a proxy or client may give: short, and of characters that are safe in any log. */
const saneRequestId = /^[\w.-]{1,64}$/;

/** The incoming X-Request-Id when it is sane, else a new random one. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/** Fastify's request ids: ours, and under `requestId` in each of a request's log lines. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
} satisfies FastifyServerOptions;

/** Says the request's id in the answer's `X-Request-Id`. */
export function answerWithRequestId(reply: FastifyReply): FastifyReply {
  return reply.header(requestIdHeader, reply.request.id);
}

/** Every answer carries its request's id, from the moment the request arrives. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    answerWithRequestId(reply);
    done();
  });
}
