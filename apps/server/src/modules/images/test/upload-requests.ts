import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { uploadFieldName } from '@waggle/shared/images';
import { bearer, type EmulatorUser } from '../../../test/auth-emulator-client';

export interface FilePart {
  bytes: Buffer;
  type?: string;
  filename?: string;
  field?: string;
}

/** A real multipart/form-data body, as a browser's FormData sends it. */
export async function multipartBody(...parts: (FilePart | { field: string; value: string })[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else {
      const { bytes, type = 'image/jpeg', filename = 'photo.jpg', field = uploadFieldName } = part;
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POST /api/images with this body, as `user` (or signed out). */
export function postImage(
  app: FastifyInstance,
  user: EmulatorUser | null,
  body: { payload: Buffer | string | Readable; contentType?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/images',
    headers: {
      ...(user ? bearer(user) : {}),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
    payload: body.payload,
  });
}

/** Uploads one image file as `user`. */
export async function uploadFile(app: FastifyInstance, user: EmulatorUser, part: FilePart) {
  return postImage(app, user, await multipartBody(part));
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}
