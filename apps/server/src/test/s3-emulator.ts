import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Env } from '../env';

/** s3rver's fixed credentials. */
const credentials = 'S3RVER';

/**
 * An S3 emulator (s3rver) on a free port with one empty bucket, and the env that points the app's
 * image store at it.
 */
export async function startS3Emulator(bucket = 'waggle-images') {
  const directory = mkdtempSync(join(tmpdir(), 'waggle-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    IMAGE_STORE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials,
    S3_SECRET_ACCESS_KEY: credentials,
  } satisfies Partial<Env>;
  return {
    env,
    /** Where the bucket's objects are publicly readable (path-style). */
    publicBase: `${endpoint}/${bucket}`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3Emulator = Awaited<ReturnType<typeof startS3Emulator>>;
