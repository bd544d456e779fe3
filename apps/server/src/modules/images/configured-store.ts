import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import type { ImageStore } from './image-store';
import { createLocalDiskStore, registerLocalUploads } from './local-disk-store';
import { createS3Store } from './s3-store';

/** The image store the environment asks for (IMAGE_STORE and its settings). */
export function imageStoreFromEnv(env: Env): ImageStore {
  if (env.IMAGE_STORE === 'local') {
    return createLocalDiskStore(
      env.DATA_DIR,
      env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    );
  }
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  // env.ts refuses IMAGE_STORE=s3 without these.
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('IMAGE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3Store({
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicReadAcl: env.S3_PUBLIC_READ_ACL,
  });
}

/** The configured image store; local disk also gets its `/uploads/` route on `app`. */
export async function createConfiguredImageStore(
  app: FastifyInstance,
  env: Env,
): Promise<ImageStore> {
  if (env.IMAGE_STORE === 'local') await registerLocalUploads(app, env.DATA_DIR);
  return imageStoreFromEnv(env);
}
