import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../../plugins/errors';
import { missingPhotoCacheControl, photoCacheControl, type ImageStore } from './image-store';

/** Where local images are served; `/images/` belongs to the web build (docs/product.md#images). */
const uploadsPrefix = '/uploads/';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The served folder and the withheld one (a hidden review's photos), both under DATA_DIR. */
function foldersOf(dataDir: string) {
  return { served: resolve(dataDir, 'uploads'), withheld: resolve(dataDir, 'withheld') };
}

/** The file of `key` inside `folder`; a key that would leave it is a bug, never a path. */
function fileOf(folder: string, key: string): string {
  const file = join(folder, key);
  const inside = relative(folder, file);
  if (inside === '' || inside.startsWith('..')) throw new Error(`bad image key: ${key}`);
  return file;
}

async function move(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to).catch((error: unknown) => {
    if (!isMissing(error)) throw error;
  });
}

/** Images as files under `DATA_DIR/uploads/<key>`, served by this server at `/uploads/<key>`. */
export function createLocalDiskStore(dataDir: string, publicBaseUrl: string): ImageStore {
  const { served, withheld } = foldersOf(dataDir);
  return {
    async put(key, body) {
      const file = fileOf(served, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
    },
    async delete(keys) {
      const files = keys.flatMap((key) => [fileOf(served, key), fileOf(withheld, key)]);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
    async setServed(keys, serve) {
      const [from, to] = serve ? [withheld, served] : [served, withheld];
      await Promise.all(keys.map((key) => move(fileOf(from, key), fileOf(to, key))));
    },
    async readWithheld(key) {
      try {
        return await readFile(fileOf(withheld, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    publicUrl: (key) => `${publicBaseUrl}${uploadsPrefix}${key}`,
  };
}

/**
 * Serves `DATA_DIR/uploads` at `/uploads/`, kept by browsers and CDNs for minutes only
 * (docs/product.md#photos-in-caches): a withheld or deleted photo is gone from here at once and
 * from their caches soon after. No directory listings, and a missing file is the JSON 404 of
 * docs/product.md#error-responses, which nobody keeps.
 */
export async function registerLocalUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const { served } = foldersOf(dataDir);
  await mkdir(served, { recursive: true });
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: served,
        // The web app's @fastify/static already decorates the reply.
        decorateReply: false,
        index: false,
        list: false,
        // A folder is no image: 404, not send's 403.
        allowedPath: (pathname) => !pathname.endsWith('/'),
        cacheControl: false,
        setHeaders(reply) {
          reply.header('Cache-Control', photoCacheControl);
        },
      });
      scope.setNotFoundHandler((_request, reply) =>
        sendApiError(reply.header('Cache-Control', missingPhotoCacheControl), 404, {
          error: 'not_found',
          message: 'Image not found',
        }),
      );
    },
    { prefix: uploadsPrefix.slice(0, -1) },
  );
}
