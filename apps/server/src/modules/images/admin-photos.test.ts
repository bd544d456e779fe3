import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews, suggestions, uploads } from '@waggle/db/schema';
import type { AdminSuggestion } from '@waggle/shared/admin';
import type { Place } from '@waggle/shared/places';
import type { ReviewPage, SavedReview } from '@waggle/shared/reviews';
import { discardedRow, fileState, insertUpload } from '../../test/fake-uploads';
import { testEngines } from '../../test/test-database';
import {
  createAdminTestKit,
  insertPlace,
  newPlaceFields,
  type AdminTestKit,
} from '../../test/admin-test-kit';
import { errorBody } from '../../test/error-body';

describe.each(testEngines)('admin photo removal [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  const removePhoto = (url: string) =>
    kit.call('POST', '/api/admin/photos/remove', kit.admin, { url });

  it('removes a photo from a review: the row and the files go, the other photos stay', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Lake Shore' });
    const [keep, drop] = [
      await insertUpload(kit.db, kit.dataDir, kit.memberId),
      await insertUpload(kit.db, kit.dataDir, kit.memberId),
    ];
    const saved = await kit.submit<SavedReview>(kit.member, `/api/locations/${placeId}/reviews`, {
      rating: 5,
      text: 'Swims',
      photos: [drop.url, keep.url],
    });
    expect((await removePhoto(drop.url)).statusCode).toBe(200);

    const shown = await kit.call('GET', `/api/locations/${placeId}/reviews`, null);
    expect(shown.json<ReviewPage>().reviews[0]?.photos).toEqual([keep.url]);
    expect(await kit.db.select().from(uploads).where(eq(uploads.id, drop.id))).toMatchObject([
      discardedRow,
    ]);
    expect(fileState(kit.dataDir, drop.key)).toBe('gone');
    expect(fileState(kit.dataDir, keep.key)).toBe('served');
    expect(await kit.auditOf('review', saved.review.id)).toMatchObject([
      {
        action: 'photo.remove',
        before: { photos: [drop.url, keep.url] },
        after: { photos: [keep.url] },
      },
    ]);
    expect(await kit.auditOf('upload', drop.id)).toMatchObject([
      { action: 'photo.remove', before: { url: drop.url }, after: null },
    ]);
    const gone = await removePhoto(drop.url);
    expect(gone.statusCode).toBe(404);
    expect(errorBody(gone)).toEqual({ error: 'not_found', message: 'Photo not found' });
  });

  it('removes a place’s cover and a suggestion’s photo', async () => {
    const cover = await insertUpload(kit.db, kit.dataDir, kit.memberId);
    const placeId = await insertPlace(kit.db, { coverImageUrl: cover.url });
    await kit.db
      .update(uploads)
      .set({ attachedTo: 'place', attachedId: placeId })
      .where(eq(uploads.id, cover.id));
    expect((await removePhoto(cover.url)).statusCode).toBe(200);
    const place = (await kit.call('GET', `/api/locations/${placeId}`, null)).json<Place>();
    expect(place.coverImageUrl).toBeNull();
    expect(fileState(kit.dataDir, cover.key)).toBe('gone');
    expect(await kit.auditOf('place', placeId)).toMatchObject([
      { before: { coverImageUrl: cover.url }, after: { coverImageUrl: null } },
    ]);

    const photo = await insertUpload(kit.db, kit.dataDir, kit.memberId);
    const { id } = await kit.submit<{ id: number }>(kit.member, '/api/suggestions', {
      kind: 'new',
      fields: newPlaceFields,
      photo: photo.url,
    });
    expect((await removePhoto(photo.url)).statusCode).toBe(200);
    const queue = await kit.call('GET', '/api/admin/suggestions', kit.admin);
    const listed = queue
      .json<{ suggestions: AdminSuggestion[] }>()
      .suggestions.find((entry) => entry.id === id);
    expect(listed?.photoUrl).toBeNull();
    expect(fileState(kit.dataDir, photo.key)).toBe('gone');
  });

  it('takes down a photo shown with no upload behind it (a seeded one)', async () => {
    const url = 'https://waggle.test/images/seed/park.webp';
    const placeId = await insertPlace(kit.db, { coverImageUrl: url });
    const [seeded] = await kit.db
      .insert(reviews)
      .values({ placeId, userId: kit.memberId, rating: 3, photos: [url] })
      .returning({ id: reviews.id });
    await kit.db.insert(suggestions).values({
      userId: kit.memberId,
      kind: 'edit',
      placeId,
      proposed: { fenced: true },
      photoUrl: url,
    });
    expect((await removePhoto(url)).statusCode).toBe(200);
    const [place] = await kit.db.select().from(places).where(eq(places.id, placeId));
    expect(place?.coverImageUrl).toBeNull();
    const [row] = await kit.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, seeded?.id ?? 0));
    expect(row?.photos).toEqual([]);
    const shown = await kit.db.select().from(suggestions).where(eq(suggestions.photoUrl, url));
    expect(shown).toEqual([]);
  });
});
