import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { readAfterHeader, writeLsnHeader } from '@waggle/shared/api/read-after';
import { requestIdHeader } from './request-id';

/**
 * The origins of the native apps' web views (Capacitor): iOS, Android, and Android's older
 * `http` scheme. They call the hosted API cross-origin (docs/product.md#api-calls "{host}").
 */
const nativeAppOrigins = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

/** How long a browser may reuse a preflight's answer (Chromium keeps it at most 2 hours). */
const preflightMaxAgeSeconds = 7200;

/**
 * Lets the native apps, and the browser origins in CORS_ORIGINS, call the API and read its
 * answers. No credentials: native calls omit cookies (docs/product.md#api-calls) and send an ID token instead. Any
 * other origin gets no CORS headers at all, its preflight included (a plain 404).
 */
export async function registerCors(app: FastifyInstance, extraOrigins: readonly string[]) {
  const allowed = new Set([...nativeAppOrigins, ...extraOrigins]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', readAfterHeader],
    // A 429's wait (docs/product.md#rate-limits); a change's place in the primary's log
    // (docs/operations.md#read-replica); the request's id (docs/operations.md#request-ids).
    exposedHeaders: ['Retry-After', writeLsnHeader, requestIdHeader],
    credentials: false,
    maxAge: preflightMaxAgeSeconds,
  });
}
