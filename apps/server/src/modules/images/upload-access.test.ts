import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, uploads, users } from '@waggle/db/schema';
import { uploadedImageSchema, uploadSignedOutMessage } from '@waggle/shared/images';
import { newPlaceFields } from '../../test/admin-test-kit';
import {
  bearer,
  createEmulatorUser,
  expiredIdToken,
  type EmulatorUser,
} from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sampleImage } from './test/sample-images';
import { filesUnder, multipartBody, uploadFile } from './test/upload-requests';
import { errorBody } from '../../test/error-body';

type Role = 'owner' | 'other' | 'admin';

/** Who may call POST /api/images, and whose an upload is (docs/product.md#images). */
describe('POST /api/images access', () => {
  let t: TestApp;
  let dataDir: string;
  let people: Record<Role, { user: EmulatorUser; id: number }>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-upload-access-'));
    t = await createTestApp('pglite', {
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'https://waggle.test',
      RATE_LIMIT_WRITES_PER_MINUTE: 10_000,
    });
    const signIn = async (name: string) => {
      const user = await createEmulatorUser();
      return { user, id: (await syncUser(t.app, user, name)).userId };
    };
    people = {
      owner: await signIn('Owner'),
      other: await signIn('Other'),
      admin: await signIn('Ada'),
    };
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, people.admin.id));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (role: Role) => {
    const res = await uploadFile(t.app, people[role].user, { bytes: await sampleImage(64, 48) });
    expect(res.statusCode).toBe(201);
    return uploadedImageSchema.parse(res.json());
  };
  /** What is stored: the files on disk and the number of upload rows. */
  const stored = async () => ({
    files: filesUnder(dataDir),
    rows: (await t.database.db.select().from(uploads)).length,
  });
  const uploadRow = async (id: number) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];
  const newPlace = async () => {
    const [place] = await t.database.db
      .insert(places)
      .values({ name: 'Meadow', category: 'park', lat: 51.5, lng: -0.1 })
      .returning({ id: places.id });
    return place?.id ?? 0;
  };
  const review = (who: Role, placeId: number, photo: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/locations/${placeId}/reviews`,
      headers: bearer(people[who].user),
      payload: { rating: 4, photos: [photo] },
    });

  it.each<[string, () => Record<string, string>]>([
    ['no Authorization header', () => ({})],
    ['a header that is not a Bearer token', () => ({ authorization: 'Basic ZG9nOmJvbmU=' })],
    ['a garbage token', () => ({ authorization: 'Bearer not-a-token' })],
    [
      'an expired token',
      () => ({ authorization: `Bearer ${expiredIdToken(people.owner.user.uid)}` }),
    ],
  ])('refuses %s with the client’s own words (401), storing nothing', async (_case, headers) => {
    const before = await stored();
    const body = await multipartBody({ bytes: await sampleImage(64, 64) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...headers(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toEqual({ error: 'unauthorized', message: uploadSignedOutMessage });
    expect(await stored()).toEqual(before);
  });

  it('keeps the general sign-in message on other routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suggestions/mine',
      headers: { authorization: 'Basic ZG9nOmJvbmU=' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).not.toBe(uploadSignedOutMessage);
  });

  it('refuses a signed-in caller who has not synced their account (403)', async () => {
    const before = await stored();
    const stranger = await createEmulatorUser();
    const res = await uploadFile(t.app, stranger, { bytes: await sampleImage(64, 64) });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('forbidden');
    expect(await stored()).toEqual(before);
  });

  it.each<Role>(['owner', 'admin'])(
    'records the %s’s upload as theirs, for their own review',
    async (role) => {
      const image = await upload(role);
      expect(await uploadRow(image.id)).toMatchObject({ userId: people[role].id });
      const placeId = await newPlace();
      expect((await review(role, placeId, image.url)).statusCode).toBe(201);
      expect(await uploadRow(image.id)).toMatchObject({ attachedTo: 'review' });
    },
  );

  it('lets only its uploader attach an upload, never another user or an admin', async () => {
    const image = await upload('owner');
    const placeId = await newPlace();
    const suggestion = (who: Role) =>
      t.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: bearer(people[who].user),
        payload: { kind: 'new', fields: newPlaceFields, photo: image.url },
      });
    for (const who of ['other', 'admin'] as const) {
      const refusedReview = await review(who, placeId, image.url);
      expect(refusedReview.statusCode, who).toBe(400);
      expect(refusedReview.json<{ message: string }>().message).toContain('photos.0');
      // In the details a schema's refusal has, so a form shows it under its field.
      expect(refusedReview.json()).toMatchObject({
        error: 'validation_failed',
        details: [{ path: ['photos', 0], message: 'must be a photo you uploaded for this review' }],
      });
      const refusedSuggestion = await suggestion(who);
      expect(refusedSuggestion.statusCode, who).toBe(400);
      expect(refusedSuggestion.json<{ message: string }>().message).toContain('photo');
      expect(refusedSuggestion.json()).toMatchObject({
        details: [{ path: ['photo'], message: 'must be a photo you uploaded for it' }],
      });
    }
    expect(await uploadRow(image.id)).toMatchObject({ userId: people.owner.id, attachedTo: null });
    expect((await review('owner', placeId, image.url)).statusCode).toBe(201);
  });
});
