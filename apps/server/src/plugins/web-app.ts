import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendApiError } from './errors';

const nonPagePrefixes = ['/api/', '/motd/', '/assets/'];

/**
 * The hashes of index.html's inline scripts ('sha256-…'), which the web build writes to csp.json
 * (apps/web/build/before-paint.ts) for the Content-Security-Policy; none without a build.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const manifest = resolve(distDir, 'csp.json');
  if (!existsSync(manifest)) return [];
  const { scriptHashes } = JSON.parse(readFileSync(manifest, 'utf8')) as { scriptHashes?: unknown };
  return Array.isArray(scriptHashes)
    ? scriptHashes.filter((hash): hash is string => /^'sha256-[\w+/=]+'$/.test(String(hash)))
    : [];
}

/** A page path (no file extension, not API or asset) gets index.html; anything else a real 404. */
function wantsAppShell(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !nonPagePrefixes.some((prefix) => path.startsWith(prefix)) &&
    path !== '/api' &&
    !lastSegment.includes('.')
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any other page path answered with index.html so the client router decides (docs/product.md#routes-and-navigation routes).
 * Unknown API paths get the JSON 404 of docs/product.md#error-responses.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir ? resolve(distDir) : undefined;
  const hasApp = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Sends the build's .br / .gz twins to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(resolve(root, 'assets'));
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasApp && wantsAppShell(request)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendApiError(reply, 404, {
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    });
  });
}
