import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reports, reviews, suggestions, uploads, users } from '@waggle/db/schema';
import { uploadedImageSchema, type UploadedImage } from '@waggle/shared/images';
import { loadEnv, type Env } from '../../env';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { createUploadsCleanup, unattachedGraceMs, type UploadsCleanup } from './cleanup';
import { imageStoreFromEnv } from './configured-store';
import { createImageFiles } from './image-files';
import type { ImageStore } from './image-store';
import { createUploadsRepository } from './repository';
import { newPlaceFields } from '../../test/admin-test-kit';
import { sampleImage } from './test/sample-images';
import { startS3Emulator, type S3Emulator } from '../../test/s3-emulator';
import { filesUnder, uploadFile } from './test/upload-requests';

const backends = ['local disk', 's3'] as const;
const cases = testEngines.flatMap((engine) =>
  backends.map((backend) => [backend, engine] as const),
);

/** The env the app and the test's own store share: a temp DATA_DIR, or the S3 emulator's bucket. */
function storeEnv(dataDir: string, s3: S3Emulator | undefined): Partial<Env> {
  return {
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'https://waggle.test',
    RATE_LIMIT_WRITES_PER_MINUTE: 1000,
    ...s3?.env,
  };
}

describe.each(cases)('uploaded images on %s [%s]', (backend, engine) => {
  let t: TestApp;
  let dataDir: string;
  let s3: S3Emulator | undefined;
  let cleanup: UploadsCleanup;
  /** The store the app uses, as the test's own handle on it. */
  let store: ImageStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-images-'));
    s3 = backend === 's3' ? await startS3Emulator() : undefined;
    const overrides = storeEnv(dataDir, s3);
    t = await createTestApp(engine, overrides);
    store = imageStoreFromEnv({ ...loadEnv({}), ...overrides });
    cleanup = createUploadsCleanup(
      createUploadsRepository(t.database.db),
      createImageFiles(store, t.database.db, t.app.log),
    );
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The answer to a GET of the URL: fetched from the bucket, or from this app. */
  async function get(url: string) {
    if (s3) {
      const res = await fetch(url);
      await res.arrayBuffer();
      return { status: res.status, header: (name: string) => res.headers.get(name) };
    }
    const res = await t.app.inject(new URL(url).pathname);
    return { status: res.statusCode, header: (name: string) => res.headers[name] };
  }
  /** Whether the URL serves a WebP image. */
  async function isServed(url: string): Promise<boolean> {
    const res = await get(url);
    return res.status === 200 && res.header('content-type') === 'image/webp';
  }
  /** A 404 from this app that nobody keeps; the bucket's own (403 when it may not be listed). */
  async function expectNotServed(...urls: string[]) {
    for (const url of urls) {
      const res = await get(url);
      expect(s3 ? [403, 404] : [404], url).toContain(res.status);
      if (!s3) expect(res.header('cache-control'), url).toBe('no-store');
    }
  }
  const bothServed = async (image: UploadedImage) =>
    (await isServed(image.url)) && (await isServed(image.thumbnailUrl));
  const bothGone = async (image: UploadedImage) =>
    !(await isServed(image.url)) && !(await isServed(image.thumbnailUrl));

  async function newUploader() {
    const user = await createEmulatorUser();
    return { user, id: (await syncUser(t.app, user)).userId };
  }
  async function upload(user: EmulatorUser): Promise<UploadedImage> {
    const res = await uploadFile(t.app, user, { bytes: await sampleImage(320, 240) });
    expect(res.statusCode).toBe(201);
    return uploadedImageSchema.parse(res.json());
  }
  const attachToPlace = (image: UploadedImage, placeId = 1) =>
    t.database.db
      .update(uploads)
      .set({ attachedTo: 'place', attachedId: placeId })
      .where(eq(uploads.id, image.id));
  async function deleteAccount(user: EmulatorUser, id: number) {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: bearer(user),
      payload: { requestingUserId: id },
    });
    expect(res.statusCode).toBe(200);
  }
  const rowsOf = (...images: UploadedImage[]) =>
    t.database.db
      .select()
      .from(uploads)
      .where(
        inArray(
          uploads.id,
          images.map((image) => image.id),
        ),
      );

  async function newAdmin() {
    const admin = await newUploader();
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    return admin.user;
  }
  async function newPlace(name: string): Promise<number> {
    const [place] = await t.database.db
      .insert(places)
      .values({ name, category: 'park', lat: 52.5, lng: 13.4 })
      .returning({ id: places.id });
    return place?.id ?? 0;
  }
  async function post<T = { id: number }>(who: EmulatorUser, url: string, payload: object) {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(who), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json<T>();
  }

  it('stores both renditions where their public URLs serve them', async () => {
    const { user } = await newUploader();
    const image = await upload(user);
    if (s3) expect(image.url.startsWith(`${s3.publicBase}/`)).toBe(true);
    else expect(image.url.startsWith('https://waggle.test/uploads/')).toBe(true);
    expect(await bothServed(image)).toBe(true);
    // Nothing of the bucket's lands on the local disk.
    if (s3) expect(filesUnder(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('removes the uploads nobody attached within a day, rows and files', async () => {
    const { user } = await newUploader();
    const [stale, staleButAttached, fresh] = [
      await upload(user),
      await upload(user),
      await upload(user),
    ];
    await attachToPlace(staleButAttached);
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploads.id, [stale.id, staleButAttached.id]));

    expect(await cleanup()).toEqual({ unattached: 1, settled: 1, failed: 0, purged: 1 });
    expect(await bothGone(stale)).toBe(true);
    expect(await bothServed(staleButAttached)).toBe(true);
    expect(await bothServed(fresh)).toBe(true);
    const kept = (await rowsOf(stale, staleButAttached, fresh)).map((row) => row.id);
    expect(kept.sort()).toEqual([staleButAttached.id, fresh.id].sort());

    // A day after the fresh one was uploaded (the cleanup's clock), it goes too.
    await cleanup(new Date(Date.now() + unattachedGraceMs + 60_000));
    expect(await bothGone(fresh)).toBe(true);
    expect(await rowsOf(fresh)).toEqual([]);
    expect(await bothServed(staleButAttached)).toBe(true);
  });

  it("deletes a deleted account's images except those a place now shows", async () => {
    const { user, id } = await newUploader();
    const [loose, onPlace] = [await upload(user), await upload(user)];
    await attachToPlace(onPlace);

    await deleteAccount(user, id);

    expect(await bothGone(loose)).toBe(true);
    expect(await bothServed(onPlace)).toBe(true);
    const rows = await rowsOf(loose, onPlace);
    expect(rows.find((row) => row.id === onPlace.id)).toMatchObject({
      userId: null,
      attachedTo: 'place',
      discardedAt: null,
    });
    // The discarded row stays a day (uploads count to the daily limit), its files gone.
    expect(rows.find((row) => row.id === loose.id)).toMatchObject({
      userId: null,
      attachedTo: null,
      filesPending: false,
    });
  });

  it('deletes an account with its reviews, suggestions, reports and their photos; a photo an admin approved for a place stays', async () => {
    const { user, id } = await newUploader();
    const admin = await newAdmin();
    const placeId = await newPlace('Riverside Park');
    const [reviewPhoto, pendingPhoto, approvedPhoto] = [
      await upload(user),
      await upload(user),
      await upload(user),
    ];
    await post(user, `/api/locations/${placeId}/reviews`, {
      rating: 4,
      text: 'Shady and quiet',
      photos: [reviewPhoto.url],
    });
    await post(user, '/api/suggestions', {
      kind: 'new',
      fields: newPlaceFields,
      photo: pendingPhoto.url,
    });
    const approved = await post(user, '/api/suggestions', {
      kind: 'new',
      fields: { ...newPlaceFields, name: 'Bark Garden' },
      photo: approvedPhoto.url,
    });
    await post(admin, `/api/admin/suggestions/${approved.id}/approve`, {});
    await post(user, '/api/reports', { target: 'place', placeId, reason: 'closed', note: null });

    await deleteAccount(user, id);

    const left = async (table: typeof reviews | typeof suggestions | typeof reports) =>
      t.database.db.select().from(table).where(eq(table.userId, id));
    expect(await left(reviews)).toEqual([]);
    expect(await left(suggestions)).toEqual([]);
    expect(await left(reports)).toEqual([]);
    expect(await bothGone(reviewPhoto)).toBe(true);
    expect(await bothGone(pendingPhoto)).toBe(true);
    expect(await bothServed(approvedPhoto)).toBe(true);
    const [garden] = await t.database.db
      .select({ cover: places.coverImageUrl })
      .from(places)
      .where(eq(places.name, 'Bark Garden'));
    expect(garden?.cover).toBe(approvedPhoto.url);
  });

  // docs/product.md#photos-in-caches
  it("keeps every photo in caches for minutes only; a hidden review's and a deleted account's answer 404 at once", async () => {
    const { user, id } = await newUploader();
    const admin = await newAdmin();
    const placeId = await newPlace('Mill Pond');
    const [reviewed, loose] = [await upload(user), await upload(user)];
    for (const url of [reviewed.url, reviewed.thumbnailUrl, loose.url]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.header('cache-control')).toBe('public, max-age=300, must-revalidate');
    }
    const { review } = await post<{ review: { id: number } }>(
      user,
      `/api/locations/${placeId}/reviews`,
      { rating: 2, text: 'Not for dogs', photos: [reviewed.url] },
    );
    await post(admin, `/api/admin/reviews/${review.id}/hide`, {
      reason: 'Not a photo of the place',
    });
    await expectNotServed(reviewed.url, reviewed.thumbnailUrl);
    expect(await bothServed(loose)).toBe(true);

    await deleteAccount(user, id);
    await expectNotServed(loose.url, loose.thumbnailUrl);
  });

  it('leaves a change the store refused pending, and the cleanup completes it', async () => {
    const { user } = await newUploader();
    const image = await upload(user);
    await attachToPlace(image, 101);
    const repository = createUploadsRepository(t.database.db);
    const unreachable: ImageStore = {
      ...store,
      delete: () => Promise.reject(new Error('store unreachable')),
      setServed: () => Promise.reject(new Error('store unreachable')),
    };
    const failing = createImageFiles(unreachable, t.database.db, t.app.log);

    // Withheld, then served again, both while the store is down: it ends served.
    await failing.settle(await repository.setServed({ to: 'place', id: 101 }, false));
    await failing.settle(await repository.setServed({ to: 'place', id: 101 }, true));
    expect((await rowsOf(image))[0]?.filesPending).toBe(true);
    expect(await cleanup()).toMatchObject({ settled: 1, failed: 0 });
    expect(await bothServed(image)).toBe(true);

    // Discarded while the store is down: the files stay until the cleanup deletes them.
    await failing.settle(await repository.discardByUrl(image.url));
    expect(await bothServed(image)).toBe(true);
    expect(await cleanup()).toMatchObject({ settled: 1, failed: 0 });
    expect(await bothGone(image)).toBe(true);
    expect((await rowsOf(image))[0]).toMatchObject({ filesPending: false, attachedTo: null });
  });

  it('settles a review hidden and restored in quick succession as it ends: served', async () => {
    const { user } = await newUploader();
    const image = await upload(user);
    await attachToPlace(image, 102);
    const repository = createUploadsRepository(t.database.db);
    const hidden = await repository.setServed({ to: 'place', id: 102 }, false);
    const shown = await repository.setServed({ to: 'place', id: 102 }, true);
    // The later change's settling runs first; the earlier one finds nothing left to do.
    const files = createImageFiles(store, t.database.db, t.app.log);
    await files.settle(shown);
    await files.settle(hidden);
    expect(await bothServed(image)).toBe(true);
  });
});

describe.each(testEngines)('the uploads cleanup at start-up [%s]', (engine) => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-images-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs when the server is ready', async () => {
    const overrides = storeEnv(dataDir, undefined);
    const t = await createTestApp(engine, overrides);
    try {
      const store = imageStoreFromEnv({ ...loadEnv({}), ...overrides });
      const [user] = await t.database.db
        .insert(users)
        .values({ firebaseUid: randomUUID(), username: 'Sam' })
        .returning();
      const keys = {
        key: '2026/01/left-behind.webp',
        thumbnailKey: '2026/01/left-behind-thumb.webp',
      };
      await store.put(keys.key, Buffer.from('x'), 'image/webp');
      await store.put(keys.thumbnailKey, Buffer.from('x'), 'image/webp');
      await t.database.db.insert(uploads).values({
        userId: user?.id,
        ...keys,
        url: store.publicUrl(keys.key),
        thumbnailUrl: store.publicUrl(keys.thumbnailKey),
        width: 1,
        height: 1,
        bytes: 2,
        createdAt: new Date(Date.now() - unattachedGraceMs - 60_000),
      });

      await t.app.ready();
      expect(filesUnder(join(dataDir, 'uploads'))).toEqual([]);
      expect(await t.database.db.select().from(uploads)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
