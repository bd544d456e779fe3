import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageStore } from './image-store';
import { createS3Store } from './s3-store';
import { startS3Emulator, type S3Emulator } from '../../test/s3-emulator';

describe('images in an S3 bucket (s3rver)', () => {
  let s3: S3Emulator;
  let store: ImageStore;
  const bytes = Buffer.from('RIFF....WEBPVP8 pretend image');

  beforeAll(async () => {
    s3 = await startS3Emulator();
    store = createS3Store({
      bucket: s3.env.S3_BUCKET,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      publicReadAcl: true,
    });
  });
  afterAll(() => s3.stop());

  const fetchPublic = (key: string) => fetch(store.publicUrl(key));

  it('serves a stored object at its path-style public URL, for caches to keep minutes only', async () => {
    const key = '2026/11/served.webp';
    await store.put(key, bytes, 'image/webp');
    expect(store.publicUrl(key)).toBe(`${s3.publicBase}/${key}`);
    const res = await fetchPublic(key);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });

  it('withholds an object (its public URL 404s) and serves it again', async () => {
    const key = '2026/11/withheld.webp';
    await store.put(key, bytes, 'image/webp');
    await store.setServed([key, '2026/11/never-stored.webp'], false);
    expect((await fetchPublic(key)).status).toBe(404);

    await store.setServed([key], true);
    const res = await fetchPublic(key);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect((await fetchPublic(`withheld/${key}`)).status).toBe(404);
  });

  // docs/product.md#moderation: a withheld photo is read by the server for its author and admins.
  it('reads a withheld object, and nothing that is served or missing', async () => {
    const hidden = '2026/11/read-me.webp';
    await store.put(hidden, bytes, 'image/webp');
    expect(await store.readWithheld(hidden)).toBeNull();
    await store.setServed([hidden], false);
    expect((await store.readWithheld(hidden))?.equals(bytes)).toBe(true);
    expect(await store.readWithheld('2026/11/never-stored.webp')).toBeNull();
  });

  it('deletes served and withheld objects; a missing key is no error', async () => {
    const [served, hidden] = ['2026/11/a.webp', '2026/11/b.webp'];
    await store.put(served, bytes, 'image/webp');
    await store.put(hidden, bytes, 'image/webp');
    await store.setServed([hidden], false);
    await store.delete([served, hidden, '2026/11/never-stored.webp']);
    expect((await fetchPublic(served)).status).toBe(404);
    await store.setServed([hidden], true);
    expect((await fetchPublic(hidden)).status).toBe(404);
  });

  it('uses the configured public URL, or AWS virtual-host URLs without an endpoint', () => {
    const options = { region: 'eu-west-1', accessKeyId: 'k', secretAccessKey: 's' };
    const cdn = createS3Store({
      ...options,
      bucket: 'pics',
      publicUrl: 'https://cdn.example.org',
      publicReadAcl: false,
    });
    expect(cdn.publicUrl('2026/11/x.webp')).toBe('https://cdn.example.org/2026/11/x.webp');
    const aws = createS3Store({ ...options, bucket: 'pics', publicReadAcl: false });
    expect(aws.publicUrl('2026/11/x.webp')).toBe(
      'https://pics.s3.eu-west-1.amazonaws.com/2026/11/x.webp',
    );
  });
});
