import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, places, reviews, uploads, users } from '@waggle/db/schema';
import type { OwnReview, SavedReview } from '@waggle/shared/reviews';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { discardedRow, fileState, insertUpload } from '../../test/fake-uploads';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const nul = String.fromCharCode(0);

describe.each(testEngines)('writing reviews [%s]', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let people: Record<'author' | 'other' | 'admin', { user: EmulatorUser; id: number }>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-reviews-'));
    t = await createTestApp(engine, { DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: 10_000 });
    const signIn = async (name: string) => {
      const user = await createEmulatorUser();
      return { user, id: (await syncUser(t.app, user, name)).userId };
    };
    people = {
      author: await signIn('author'),
      other: await signIn('other'),
      admin: await signIn('admin'),
    };
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, people.admin.id));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newPlace = async (status: 'active' | 'hidden' = 'active') => {
    const [row] = await t.database.db
      .insert(places)
      .values({ name: 'Meadow', category: 'park', lat: 51.5, lng: -0.1, status })
      .returning({ id: places.id });
    return row?.id ?? 0;
  };
  const upload = (role: keyof typeof people) =>
    insertUpload(t.database.db, dataDir, people[role].id);
  const post = (placeId: number, body: unknown, who: EmulatorUser | null = people.author.user) =>
    t.app.inject({
      method: 'POST',
      url: `/api/locations/${placeId}/reviews`,
      headers: who ? bearer(who) : {},
      payload: body as object,
    });
  const remove = (reviewId: number, who: EmulatorUser | null) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${reviewId}`,
      headers: who ? bearer(who) : {},
    });
  const uploadRow = async (url: string) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.url, url)))[0];
  const placeRating = async (placeId: number) => {
    const [row] = await t.database.db
      .select({ ratingAvg: places.ratingAvg, ratingCount: places.ratingCount })
      .from(places)
      .where(eq(places.id, placeId));
    return row;
  };

  describe('POST /api/locations/:id/reviews', () => {
    it('creates (201), then replaces (200) the one review, keeping its id', async () => {
      const placeId = await newPlace();
      const created = await post(placeId, { rating: 4, text: '  Shady paths  ' });
      expect(created.statusCode).toBe(201);
      const first = created.json<SavedReview>();
      expect(first.review).toMatchObject({ placeId, rating: 4, text: 'Shady paths', photos: [] });
      expect(first.review.author.name).toBe('author');
      expect(first.rating).toEqual({ ratingAvg: 4, ratingCount: 1 });

      await post(placeId, { rating: 1 }, people.other.user);
      const replaced = await post(placeId, { rating: 2, text: 'Muddy now' });
      expect(replaced.statusCode).toBe(200);
      const second = replaced.json<SavedReview>();
      expect(second.review).toMatchObject({ id: first.review.id, rating: 2, text: 'Muddy now' });
      expect(second.rating).toEqual({ ratingAvg: 1.5, ratingCount: 2 });
      expect(await placeRating(placeId)).toEqual(second.rating);
    });

    it('attaches the photos, and deletes the ones a replacement leaves out', async () => {
      const placeId = await newPlace();
      const [kept, dropped, added] = [
        await upload('author'),
        await upload('author'),
        await upload('author'),
      ];
      const first = await post(placeId, { rating: 5, photos: [kept.url, dropped.url] });
      expect(first.json<SavedReview>().review.photos).toEqual([kept.url, dropped.url]);
      const reviewId = first.json<SavedReview>().review.id;
      expect(await uploadRow(kept.url)).toMatchObject({
        attachedTo: 'review',
        attachedId: reviewId,
      });

      const second = await post(placeId, { rating: 5, photos: [added.url, kept.url, kept.url] });
      expect(second.json<SavedReview>().review.photos).toEqual([added.url, kept.url]);
      // Each photo's own thumbnail, in the photos' order.
      expect(second.json<SavedReview>().review.thumbnails).toEqual([
        added.thumbnailUrl,
        kept.thumbnailUrl,
      ]);
      expect(await uploadRow(dropped.url)).toMatchObject(discardedRow);
      expect(fileState(dataDir, dropped.key)).toBe('gone');
      expect(fileState(dataDir, dropped.thumbnailKey)).toBe('gone');
      expect(fileState(dataDir, kept.key)).toBe('served');
      expect(await uploadRow(added.url)).toMatchObject({
        attachedTo: 'review',
        attachedId: reviewId,
      });
    });

    it('refuses photos that are not the caller’s free uploads, changing nothing', async () => {
      const placeId = await newPlace();
      const mine = await upload('author');
      const saved = (await post(placeId, { rating: 3, photos: [mine.url] })).json<SavedReview>();
      const othersPlace = await newPlace();
      const theirs = await upload('other');
      const attachedElsewhere = mine.url;
      const refusals = [
        [othersPlace, [theirs.url]],
        [othersPlace, ['https://waggle.test/uploads/unknown.webp']],
        [othersPlace, [(await upload('author')).url, attachedElsewhere]],
      ] as const;
      for (const [id, photos] of refusals) {
        const response = await post(id, { rating: 1, photos });
        expect(response.statusCode, photos.join()).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(
          `photos.${photos.length - 1}`,
        );
      }
      expect(await placeRating(othersPlace)).toEqual({ ratingAvg: 0, ratingCount: 0 });
      const mineNow = await t.app.inject({
        url: `/api/locations/${placeId}/reviews/mine`,
        headers: bearer(people.author.user),
      });
      expect(mineNow.json<OwnReview>().review).toMatchObject({ id: saved.review.id, rating: 3 });
      expect(await uploadRow(mine.url)).toMatchObject({ attachedId: saved.review.id });
    });

    it('keeps a review an admin hid hidden when its author replaces it', async () => {
      const placeId = await newPlace();
      const saved = (await post(placeId, { rating: 1, text: 'Rude' })).json<SavedReview>();
      await t.database.db
        .update(reviews)
        .set({ status: 'hidden' })
        .where(eq(reviews.id, saved.review.id));
      const photo = await upload('author');
      const replaced = await post(placeId, { rating: 4, text: 'Sorry', photos: [photo.url] });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json<SavedReview>().rating).toEqual({ ratingAvg: 0, ratingCount: 0 });
      const mine = await t.app.inject({
        url: `/api/locations/${placeId}/reviews/mine`,
        headers: bearer(people.author.user),
      });
      expect(mine.json<OwnReview>().review).toMatchObject({ text: 'Sorry', hidden: true });
      expect(fileState(dataDir, photo.key)).toBe('withheld');
      const listed = await t.app.inject(`/api/locations/${placeId}/reviews`);
      expect(listed.json<{ reviews: unknown[] }>().reviews).toEqual([]);
    });

    it('keeps everyone to their own review: another user or an admin writes and reads theirs', async () => {
      const placeId = await newPlace();
      const mine = (role: keyof typeof people) =>
        t.app.inject({
          url: `/api/locations/${placeId}/reviews/mine`,
          headers: bearer(people[role].user),
        });
      const authorsId = (await post(placeId, { rating: 5, text: 'Mine' })).json<SavedReview>()
        .review.id;
      for (const role of ['other', 'admin'] as const) {
        // Not having reviewed the place, they have no review of it, whoever else has.
        expect((await mine(role)).json()).toEqual({ review: null });
        const theirs = await post(placeId, { rating: 2, text: role }, people[role].user);
        expect(theirs.statusCode).toBe(201);
        expect(theirs.json<SavedReview>().review.id).not.toBe(authorsId);
        expect((await mine(role)).json<OwnReview>().review).toMatchObject({
          text: role,
          author: { name: role },
        });
      }
      expect((await mine('author')).json<OwnReview>().review).toMatchObject({
        id: authorsId,
        rating: 5,
        text: 'Mine',
      });
      expect(await placeRating(placeId)).toEqual({ ratingAvg: 3, ratingCount: 3 });
    });

    it('needs an active place (404)', async () => {
      expect((await post(await newPlace('hidden'), { rating: 5 })).statusCode).toBe(404);
      expect((await post(999_999, { rating: 5 })).statusCode).toBe(404);
    });

    const photo = 'https://waggle.test/uploads/p.webp';
    it.each<[string, Record<string, unknown>, string]>([
      ['rating 0', { rating: 0 }, 'rating'],
      ['rating 6', { rating: 6 }, 'rating'],
      ['rating 2.5', { rating: 2.5 }, 'rating'],
      ['rating as text', { rating: '5' }, 'rating'],
      ['no rating', { text: 'Nice' }, 'rating'],
      ['2,001 characters', { rating: 5, text: 'a'.repeat(2001) }, 'text'],
      ['NUL in the text', { rating: 5, text: `bad${nul}` }, 'text'],
      ['6 photos', { rating: 5, photos: Array.from({ length: 6 }, () => photo) }, 'photos'],
      ['a photo that is no URL', { rating: 5, photos: ['/images/a.webp'] }, 'photos.0'],
      ['a javascript: photo', { rating: 5, photos: ['javascript:alert(1)'] }, 'photos.0'],
      ['an unknown field', { rating: 5, userId: 1 }, 'userId'],
      ['text as a number', { rating: 5, text: 42 }, 'text'],
      ['text as a list', { rating: 5, text: ['Nice'] }, 'text'],
      ['null text', { rating: 5, text: null }, 'text'],
      ['photos as one URL', { rating: 5, photos: photo }, 'photos'],
      ['photos as an object', { rating: 5, photos: { 0: photo } }, 'photos'],
      ['null photos', { rating: 5, photos: null }, 'photos'],
    ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
      const placeId = await newPlace();
      const response = await post(placeId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    });
  });

  describe('DELETE /api/reviews/:id', () => {
    const reviewOf = async (role: keyof typeof people, placeId: number, rating: number) => {
      const photo = await upload(role);
      const response = await post(placeId, { rating, photos: [photo.url] }, people[role].user);
      return { id: response.json<SavedReview>().review.id, photo };
    };

    it('lets the author delete theirs, photos and rating with it', async () => {
      const placeId = await newPlace();
      const { id, photo } = await reviewOf('author', placeId, 5);
      await reviewOf('other', placeId, 2);
      const response = await remove(id, people.author.user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, rating: { ratingAvg: 2, ratingCount: 1 } });
      expect(await uploadRow(photo.url)).toMatchObject(discardedRow);
      expect(fileState(dataDir, photo.key)).toBe('gone');
      expect((await remove(id, people.author.user)).statusCode).toBe(404);
    });

    it('lets an admin delete a review, in the audit log', async () => {
      const placeId = await newPlace();
      const { id } = await reviewOf('author', placeId, 4);
      const byAdmin = await remove(id, people.admin.user);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toEqual({ ok: true, rating: { ratingAvg: 0, ratingCount: 0 } });
      // Moderation is audited; an author deleting their own review is not.
      const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(logged).toEqual([
        expect.objectContaining({
          actorId: people.admin.id,
          action: 'review.delete',
          targetType: 'review',
          before: { placeId, rating: 4, status: 'visible' },
          after: null,
        }),
      ]);
    });

    it('answers an unknown review with 404 and a bad id with 400', async () => {
      expect((await remove(2_000_000_000, people.admin.user)).statusCode).toBe(404);
      const badId = (headers = {}) =>
        t.app.inject({ method: 'DELETE', url: '/api/reviews/abc', headers });
      expect((await badId(bearer(people.admin.user))).statusCode).toBe(400);
      // docs/product.md#error-responses: without a sign-in, that comes first.
      expect((await badId()).statusCode).toBe(401);
    });
  });
});
