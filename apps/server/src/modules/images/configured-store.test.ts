import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { imageStoreFromEnv } from './configured-store';

const key = '2026/11/abc.webp';
const s3 = {
  IMAGE_STORE: 's3',
  S3_BUCKET: 'waggle-photos',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the configured image store', () => {
  it('defaults to local disk with a 10 MB upload limit and 50 uploads a day', () => {
    expect(loadEnv({})).toMatchObject({
      IMAGE_STORE: 'local',
      UPLOAD_LIMIT_BYTES: 10 * 1024 * 1024,
      UPLOADS_PER_USER_PER_DAY: 50,
      S3_PUBLIC_READ_ACL: false,
    });
  });

  it('builds local URLs from PUBLIC_BASE_URL, or localhost and PORT', () => {
    expect(imageStoreFromEnv(loadEnv({ PORT: '8080' })).publicUrl(key)).toBe(
      `http://localhost:8080/uploads/${key}`,
    );
    const env = loadEnv({ PUBLIC_BASE_URL: 'https://api.waggle.example/' });
    expect(imageStoreFromEnv(env).publicUrl(key)).toBe(`https://api.waggle.example/uploads/${key}`);
  });

  it('refuses IMAGE_STORE=s3 without a bucket and credentials, naming each', () => {
    expect(() => loadEnv({ IMAGE_STORE: 's3' })).toThrow(
      /S3_BUCKET: required when IMAGE_STORE=s3[\s\S]*S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadEnv({ PUBLIC_BASE_URL: 'waggle.example' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('builds S3 URLs path-style on a custom endpoint, or from S3_PUBLIC_URL', () => {
    const endpoint = loadEnv({ ...s3, S3_ENDPOINT: 'https://minio.example:9000' });
    expect(imageStoreFromEnv(endpoint).publicUrl(key)).toBe(
      `https://minio.example:9000/waggle-photos/${key}`,
    );
    const virtualHost = loadEnv({
      ...s3,
      S3_ENDPOINT: 'https://storage.example',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(imageStoreFromEnv(virtualHost).publicUrl(key)).toBe(
      `https://waggle-photos.storage.example/${key}`,
    );
    const cdn = loadEnv({ ...s3, S3_PUBLIC_URL: 'https://photos.waggle.example/' });
    expect(imageStoreFromEnv(cdn).publicUrl(key)).toBe(`https://photos.waggle.example/${key}`);
  });
});
