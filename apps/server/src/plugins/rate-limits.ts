import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
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

/** Counts every server process shares (RATE_LIMIT_STORE=database). */
interface SharedRateCounts {
  incr(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }>;
}

export interface RateLimitOptions {
  readsPerMinute: number;
  writesPerMinute: number;
  /** Where calls are counted; without it, in this process's memory. */
  sharedCounts?: SharedRateCounts;
}

/** A signed-in call counts against its person, whatever their address; any other its address. */
const callerKey = (request: FastifyRequest) =>
  request.identity ? `user:${request.identity.uid}` : `address:${normalizeIP(request.ip)}`;

/** The plugin's store over the shared counts: one for every bucket, as keys name the bucket. */
function sharedStore(counts: SharedRateCounts): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      counts.incr(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * docs/product.md#rate-limits: a count per caller and bucket a minute, kept in this process or
 * shared by all of them; beyond it a 429 with Retry-After. The request's `identity` starts out null.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  app.decorateRequest('identity', null);
  const { sharedCounts } = options;
  await app.register(rateLimit, {
    global: false,
    timeWindow: '1 minute',
    ...(sharedCounts && { store: sharedStore(sharedCounts) }),
  });
  const bucket = (name: RateBucket, max: number, what: string): onRequestHookHandler =>
    app.rateLimit({
      max,
      keyGenerator: (request) => `${name}|${callerKey(request)}`,
      errorResponseBuilder: (_request, { after }) =>
        rateLimited(`Too many requests: at most ${max} ${what} a minute. Try again in ${after}.`),
    });
  app.decorate('rateLimits', {
    reads: bucket('reads', options.readsPerMinute, 'reads'),
    writes: bucket('writes', options.writesPerMinute, 'changes'),
  } satisfies RateLimits);
}
