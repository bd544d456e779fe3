import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { rateLimited } from '../http-error';
import type { Identity } from '../identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the call's verified sign-in names; null where the route checks none. */
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** The hook that counts an endpoint's call in its bucket, once the sign-in is checked. */
    rateLimits: RateLimits;
  }
}

/** Reads (GET, and the POSTs that only read) and changes are counted apart. */
type RateBucket = 'reads' | 'writes';
type RateLimits = Record<RateBucket, onRequestHookHandler>;

export interface RateLimitOptions {
  readsPerMinute: number;
  writesPerMinute: number;
}

/** A signed-in call counts against its person, whatever their address; any other its address. */
const callerKey = (request: FastifyRequest) =>
  request.identity ? `user:${request.identity.uid}` : `address:${normalizeIP(request.ip)}`;

/**
 * docs/product.md#rate-limits: a count per caller and bucket a minute, kept in this process;
 * beyond it a 429 with Retry-After. The request's `identity` starts out null.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  app.decorateRequest('identity', null);
  await app.register(rateLimit, { global: false, timeWindow: '1 minute', keyGenerator: callerKey });
  const bucket = (max: number, what: string): onRequestHookHandler =>
    app.rateLimit({
      max,
      errorResponseBuilder: (_request, { after }) =>
        rateLimited(`Too many requests: at most ${max} ${what} a minute. Try again in ${after}.`),
    });
  app.decorate('rateLimits', {
    reads: bucket(options.readsPerMinute, 'reads'),
    writes: bucket(options.writesPerMinute, 'changes'),
  } satisfies RateLimits);
}
