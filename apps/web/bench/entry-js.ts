import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes of the JavaScript index.html loads up front (its module script and modulepreloads):
 * what must arrive and run before the app renders anything. Lazy chunks (screens, the map, the
 * sign-in SDK) are not in it.
 */
export async function entryJsGzipBytes(distDir: string): Promise<number> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(join(distDir, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
