import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@waggle/db/schema';
import { uploadedImageSchema } from '@waggle/shared/images';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { createReadRouter } from '../../replica/read-router';
import { createRepositories, createTransaction } from '../../repositories';
import { createRequireActor, createRequireAdmin } from '../users/actor-service';
import { createImageFiles } from './image-files';
import type { ImageStore } from './image-store';
import { createLocalDiskStore } from './local-disk-store';
import { createUploadsRepository } from './repository';
import { busyRetryAfterSeconds } from './processing-queue';
import { createImagesService } from './service';
import {
  colourAt,
  heicClaimingSize,
  heicFixture,
  heicLookalike,
  pngBomb,
  sampleImage,
  sidewaysJpegWithGps,
  webpChunkTypes,
} from './test/sample-images';
import { filesUnder, multipartBody, postImage, uploadFile } from './test/upload-requests';
import { errorBody } from '../../test/error-body';

const uploadsPerDay = 3;
const dayInSeconds = 24 * 60 * 60;
const retryAfter = (answer: { headers: Record<string, unknown> }) =>
  Number(answer.headers['retry-after']);

describe.each(testEngines)('POST /api/images on local disk [%s]', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let owner: EmulatorUser;
  let ownerId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-images-'));
    t = await createTestApp(engine, {
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'https://waggle.test',
      UPLOADS_PER_USER_PER_DAY: uploadsPerDay,
      RATE_LIMIT_WRITES_PER_MINUTE: 1000,
    });
    owner = await createEmulatorUser();
    ownerId = (await syncUser(t.app, owner)).userId;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    // Each test starts from no uploads, so a refusal can be seen to store nothing.
    await t.database.db.delete(uploads);
    rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
  });

  const storedFiles = () => filesUnder(join(dataDir, 'uploads'));
  const uploadRows = () => t.database.db.select().from(uploads);
  const expectNothingStored = async () => {
    expect(storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
  };
  const servedPath = (url: string) => new URL(url).pathname;

  it('stores an upright, metadata-free display image and thumbnail under its own names', async () => {
    const res = await uploadFile(t.app, owner, {
      bytes: await sidewaysJpegWithGps(2400, 1800),
      filename: '../../etc/holiday at home.jpg',
    });
    expect(res.statusCode).toBe(201);
    const image = uploadedImageSchema.parse(res.json());
    expect([image.width, image.height]).toEqual([1200, 1600]);
    const name = /^https:\/\/waggle\.test\/uploads\/(\d{4}\/\d{2}\/[0-9a-f-]{36})\.webp$/.exec(
      image.url,
    )?.[1];
    expect(name).toBeDefined();
    expect(image.thumbnailUrl).toBe(`https://waggle.test/uploads/${name}-thumb.webp`);
    expect(storedFiles().sort()).toEqual([`${name}-thumb.webp`, `${name}.webp`]);

    for (const [url, size] of [
      [image.url, [1200, 1600]],
      [image.thumbnailUrl, [300, 400]],
    ] as const) {
      const served = await t.app.inject(servedPath(url));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual(size);
      expect(metadata.exif).toBeUndefined();
      expect(webpChunkTypes(served.rawPayload)).toEqual(['VP8 ']);
      // The picture's red top and blue bottom, where they belong.
      expect(await colourAt(served.rawPayload, 0.5, 0.1)).toBe('red');
      expect(await colourAt(served.rawPayload, 0.5, 0.9)).toBe('blue');
    }

    const [row] = await uploadRows();
    expect(row).toMatchObject({
      id: image.id,
      userId: ownerId,
      key: `${name}.webp`,
      thumbnailKey: `${name}-thumb.webp`,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      width: 1200,
      height: 1600,
      attachedTo: null,
      attachedId: null,
    });
    expect(row?.bytes).toBeGreaterThan(0);
  });

  it('takes a photo far larger than the JSON body limit, and multipart only on this route', async () => {
    const bytes = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await uploadFile(t.app, owner, { bytes });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1600, height: 1067 });

    const elsewhere = await multipartBody({ bytes: await sampleImage(64, 64) });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(owner), 'content-type': elsewhere.contentType },
      payload: elsewhere.payload,
    });
    expect(other.statusCode).toBe(415);
  });

  it.each(['png', 'webp'] as const)('takes a %s', async (format) => {
    const res = await uploadFile(t.app, owner, {
      bytes: await sampleImage(640, 480, format),
      type: `image/${format}`,
      filename: `dog.${format}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 640, height: 480 });
    expect(storedFiles()).toHaveLength(2);
  });

  it('takes a HEIC, upright from its irot box', async () => {
    const res = await uploadFile(t.app, owner, {
      bytes: heicFixture('rotated'),
      type: 'image/heic',
      filename: 'IMG_0042.HEIC',
    });
    expect(res.statusCode).toBe(201);
    const image = uploadedImageSchema.parse(res.json());
    expect([image.width, image.height]).toEqual([120, 160]);
    expect(storedFiles()).toHaveLength(2);
    const served = await t.app.inject(servedPath(image.url));
    expect(served.headers['content-type']).toBe('image/webp');
    expect(webpChunkTypes(served.rawPayload)).toEqual(['VP8 ']);
    expect(await colourAt(served.rawPayload, 0.5, 0.1)).toBe('red');
    expect(await colourAt(served.rawPayload, 0.5, 0.9)).toBe('blue');
    expect(await colourAt(served.rawPayload, 0.02, 0.02)).toBe('green');
  });

  it('refuses a file over 10 MB (413) and stores nothing', async () => {
    const res = await uploadFile(t.app, owner, { bytes: Buffer.alloc(11 * 1024 * 1024, 0xff) });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res)).toEqual({
      error: 'payload_too_large',
      message: 'The photo is larger than 10 MB. Choose a smaller photo.',
    });
    await expectNothingStored();
  });

  it.each([
    ['JSON', { payload: '{"file":"x"}', contentType: 'application/json' }],
    ['plain text', { payload: 'a photo', contentType: 'text/plain' }],
    ['a raw JPEG', { payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' }],
    ['no body', { payload: '' }],
  ])('refuses %s instead of a multipart form (415)', async (_name, body) => {
    const res = await postImage(t.app, owner, body);
    expect(res.statusCode).toBe(415);
    expect(errorBody(res)).toEqual({
      error: 'unsupported_media_type',
      message: 'Send the photo as multipart/form-data, in the field "file".',
    });
    await expectNothingStored();
  });

  it('refuses a form without a file in the "file" field (400)', async () => {
    const image = await sampleImage(64, 64);
    for (const body of [
      await multipartBody({ bytes: image, field: 'photo' }),
      await multipartBody({ field: 'file', value: 'not a file' }),
      await multipartBody(),
    ]) {
      const res = await postImage(t.app, owner, body);
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toEqual({
        error: 'bad_request',
        message: 'No photo: send one image file in the field "file".',
      });
    }
    await expectNothingStored();
  });

  it('refuses a form of many parts before the photo (400), holding none of them', async () => {
    const filler = Array.from({ length: 20 }, (_, index) => ({
      field: `note${index}`,
      value: 'x'.repeat(100_000),
    }));
    const body = await multipartBody(...filler, { bytes: await sampleImage(64, 64) });
    const res = await postImage(t.app, owner, body);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({
      error: 'bad_request',
      message: 'Send one photo in the field "file", and nothing else.',
    });
    await expectNothingStored();
  });

  it('refuses a multipart body cut short (400)', async () => {
    const { payload, contentType } = await multipartBody({ bytes: await sampleImage(64, 64) });
    const res = await postImage(t.app, owner, {
      payload: payload.subarray(0, payload.length - 60),
      contentType,
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({
      error: 'bad_request',
      message: 'The upload is not a complete multipart/form-data body.',
    });
    await expectNothingStored();
  });

  it.each([
    [
      'a text file named .jpg',
      () => Buffer.from('not a photo at all'),
      415,
      /not a JPEG, PNG, WebP or HEIC/,
    ],
    ['a GIF', () => sampleImage(32, 32, 'gif'), 415, /not a JPEG, PNG, WebP or HEIC/],
    ['a decompression bomb', () => pngBomb(), 413, /30000 × 30000 pixels, at most 40 megapixels/],
    [
      'a HEIC decompression bomb',
      () => heicClaimingSize(heicFixture('rotated'), 30_000),
      413,
      /30000 × 30000 pixels, at most 40 megapixels/,
    ],
    ['a truncated HEIC', () => heicFixture('rotated').subarray(0, 600), 400, /could not be read/],
    ['a non-image with a HEIC header', heicLookalike, 400, /could not be read/],
    [
      'a truncated JPEG',
      async () => (await sampleImage(400, 300)).subarray(0, 300),
      400,
      /could not be read/,
    ],
  ])('refuses %s by its content', async (_name, make, status, message) => {
    const res = await uploadFile(t.app, owner, { bytes: await make() });
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
    await expectNothingStored();
  });

  it.each(['the thumbnail', 'the row'] as const)(
    'removes what it stored when storing %s fails',
    async (failing) => {
      const disk = createLocalDiskStore(dataDir, 'https://waggle.test');
      const store: ImageStore = {
        ...disk,
        put: (key, body, type) =>
          failing === 'the thumbnail' && key.endsWith('-thumb.webp')
            ? Promise.reject(new Error('disk full'))
            : disk.put(key, body, type),
      };
      const repositories = createRepositories(t.database.db);
      const requireActor = createRequireActor(repositories.users);
      const service = createImagesService(
        {
          repositories,
          reads: createReadRouter(repositories),
          transaction:
            failing === 'the row'
              ? () => Promise.reject(new Error('database gone'))
              : createTransaction(t.database.db),
          requireActor,
          requireAdmin: createRequireAdmin(requireActor),
          imageFiles: createImageFiles(store, t.database.db, t.app.log),
        },
        store,
        { perDay: uploadsPerDay, concurrency: 1, waiting: 0 },
      );
      const identity = { ...owner, emailVerified: false, name: null, picture: null };
      await expect(service.upload(identity, () => sampleImage(640, 480))).rejects.toThrow(
        failing === 'the row' ? 'database gone' : 'disk full',
      );
      await expectNothingStored();
    },
  );

  it(`allows ${uploadsPerDay} uploads a day per user, then 429`, async () => {
    const [uploader, other] = [await createEmulatorUser(), await createEmulatorUser()];
    await syncUser(t.app, uploader);
    await syncUser(t.app, other);
    const bytes = await sampleImage(64, 64);
    for (let count = 0; count < uploadsPerDay; count += 1) {
      expect((await uploadFile(t.app, uploader, { bytes })).statusCode).toBe(201);
    }
    const refused = await uploadFile(t.app, uploader, { bytes });
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused)).toEqual({
      error: 'rate_limited',
      message: `You can upload at most ${uploadsPerDay} photos a day. Try again tomorrow.`,
    });
    // Until the oldest upload of the day leaves it: a day, less the seconds the test took.
    expect(retryAfter(refused)).toBeGreaterThan(dayInSeconds - 120);
    expect(retryAfter(refused)).toBeLessThanOrEqual(dayInSeconds);
    expect(storedFiles()).toHaveLength(uploadsPerDay * 2);
    expect((await uploadFile(t.app, other, { bytes })).statusCode).toBe(201);

    // A discarded upload (a replaced review's photo) still counts until its day is over.
    const [oldest] = await uploadRows();
    await createUploadsRepository(t.database.db).discardByUrl(oldest?.url ?? '');
    expect((await uploadFile(t.app, uploader, { bytes })).statusCode).toBe(429);

    // Made 23 hours ago, the oldest leaves the day in an hour.
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '23 hours'` })
      .where(eq(uploads.id, oldest?.id ?? 0));
    const inAnHour = await uploadFile(t.app, uploader, { bytes });
    expect(inAnHour.statusCode).toBe(429);
    expect(retryAfter(inAnHour)).toBeGreaterThan(3600 - 120);
    expect(retryAfter(inAnHour)).toBeLessThanOrEqual(3600);

    // A day later the oldest upload no longer counts.
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.id, oldest?.id ?? 0));
    expect((await uploadFile(t.app, uploader, { bytes })).statusCode).toBe(201);
  });

  it('counts uploads sent at once one by one, so none slips past the daily limit', async () => {
    const uploader = await createEmulatorUser();
    await syncUser(t.app, uploader);
    const bytes = await sampleImage(64, 64);
    const answers = await Promise.all(
      Array.from({ length: uploadsPerDay + 3 }, () => uploadFile(t.app, uploader, { bytes })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(uploadsPerDay).fill(201),
      ...Array<number>(3).fill(429),
    ]);
    // The refused ones stored nothing.
    expect(storedFiles()).toHaveLength(uploadsPerDay * 2);
  });

  // docs/product.md#photo-processing: one photo decoded at a time and none waiting, set by config.
  it('answers 503 with a Retry-After while its queue is full, then takes the next upload', async () => {
    const queued = await createTestApp(engine, {
      UPLOAD_CONCURRENCY: 1,
      UPLOAD_QUEUE_LENGTH: 0,
      RATE_LIMIT_WRITES_PER_MINUTE: 1000,
    });
    try {
      const uploader = await createEmulatorUser();
      await syncUser(queued.app, uploader);
      const { payload, contentType } = await multipartBody({ bytes: await sampleImage(64, 64) });
      // The first upload's body comes in two parts: until the second, it holds the only place.
      let startedReading = () => undefined as void;
      const reading = new Promise<void>((resolve) => (startedReading = resolve));
      const half = Math.floor(payload.length / 2);
      let pulled = false;
      const slowBody = new Readable({
        read() {
          if (pulled) return;
          pulled = true;
          this.push(payload.subarray(0, half));
          startedReading();
        },
      });
      const first = postImage(queued.app, uploader, { payload: slowBody, contentType });
      await reading;
      // docs/operations.md#metrics: taken in, still arriving.
      expect((await queued.app.inject('/metrics')).body).toMatch(
        /^waggle_photo_queue_length\{state="waiting"\} 1$/m,
      );

      const photo = { bytes: await sampleImage(64, 64) };
      const refused = await uploadFile(queued.app, uploader, photo);
      expect(refused.statusCode).toBe(503);
      expect(errorBody(refused)).toEqual({
        error: 'service_unavailable',
        message: 'Too many photos are being uploaded right now. Try again in a minute.',
      });
      expect(refused.headers['retry-after']).toBe(String(busyRetryAfterSeconds));

      slowBody.push(payload.subarray(half));
      slowBody.push(null);
      expect((await first).statusCode).toBe(201);
      expect((await uploadFile(queued.app, uploader, photo)).statusCode).toBe(201);
    } finally {
      await queued.close();
    }
  });
});
