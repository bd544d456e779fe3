import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { photoCacheControl, type ImageStore } from './image-store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's API endpoint; unset for AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable; see `defaultPublicUrl`. */
  publicUrl?: string;
  /** Address the bucket as `<endpoint>/<bucket>`; default when an endpoint is set. */
  forcePathStyle?: boolean;
  /** Grant public reads per object (`x-amz-acl: public-read`) instead of by bucket policy. */
  publicReadAcl: boolean;
}

/** Withheld copies (a hidden review's photos) live here, outside what the public URLs reach. */
const withheldPrefix = 'withheld/';

/** Requests in flight at once when a call touches many keys (an account's deletion). */
const concurrency = 8;

/** The bucket's objects' URL: path-style on a custom endpoint, AWS's virtual-host otherwise. */
function defaultPublicUrl({ bucket, region, endpoint, forcePathStyle }: S3StoreOptions): string {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  if (forcePathStyle ?? true) return `${endpoint}/${bucket}`;
  const url = new URL(endpoint);
  return `${url.protocol}//${bucket}.${url.host}`;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

async function eachInBatches<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += concurrency) {
    await Promise.all(items.slice(start, start + concurrency).map(work));
  }
}

/**
 * Images in an S3-compatible bucket (AWS S3, R2, MinIO, Google Cloud Storage in interoperability
 * mode), read by clients straight from the bucket's public URL (docs/product.md#images).
 */
export function createS3Store(options: S3StoreOptions): ImageStore {
  const { bucket, publicReadAcl } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = options.publicUrl ?? defaultPublicUrl(options);
  const publicAcl = publicReadAcl ? ({ ACL: 'public-read' } as const) : {};

  /** Moves the key's object out of, or back into, the public keys; a missing one is skipped. */
  async function moveServed(key: string, serve: boolean) {
    const withheld = `${withheldPrefix}${key}`;
    const [from, to] = serve ? [withheld, key] : [key, withheld];
    try {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          CopySource: `${bucket}/${from}`,
          Key: to,
          // A withheld copy gets the bucket's default (private) access.
          ...(serve ? publicAcl : {}),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
  }

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: photoCacheControl,
          ...publicAcl,
        }),
      );
    },
    // One DeleteObject a key: DeleteObjects needs a Content-MD5 that the SDK no longer sends, and
    // some S3-compatible services (Google Cloud Storage) have no DeleteObjects at all. Deleting
    // a missing key succeeds.
    async delete(keys) {
      const all = keys.flatMap((key) => [key, `${withheldPrefix}${key}`]);
      await eachInBatches(all, async (key) => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      });
    },
    async setServed(keys, serve) {
      await eachInBatches(keys, (key) => moveServed(key, serve));
    },
    async readWithheld(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${withheldPrefix}${key}` }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    publicUrl: (key) => `${publicBase}/${key}`,
  };
}
