import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@waggle/shared/api-error';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SecurityOptions {
  writesPerMinute: number;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The native shells load the API cross-origin; their requests carry no cookies (spec §7).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Writes are rate limited per client address; reads are cheap and cached.
  await app.register(rateLimit, {
    max: options.writesPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !writeMethods.has(request.method),
    errorResponseBuilder: (_request, context): ApiError & { statusCode: number } => ({
      statusCode: context.statusCode,
      error: 'rate_limited',
      message: `Too many requests: at most ${context.max} changes a minute. Try again in ${context.after}.`,
    }),
  });
}
