import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@waggle/shared/places';
import type { ReviewPage, SavedReview } from '@waggle/shared/reviews';
import { createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { fileState, insertUpload } from '../../test/fake-uploads';
import { syncUser } from '../../test/sync-user';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, insertPlace, type AdminTestKit } from '../../test/admin-test-kit';

describe.each(testEngines)('admin hidden reviews [%s]', (engine) => {
  let kit: AdminTestKit;
  let author: EmulatorUser;
  let authorId: number;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
    author = await createEmulatorUser();
    authorId = (await syncUser(kit.t.app, author, 'Rita')).userId;
  });
  afterAll(() => kit.close());

  const review = (who: EmulatorUser, placeId: number, body: object) =>
    kit.submit<SavedReview>(who, `/api/locations/${placeId}/reviews`, body);
  const step = (id: number, action: 'hide' | 'restore') =>
    kit.call('POST', `/api/admin/reviews/${id}/${action}`, kit.admin);
  const publicTexts = async (placeId: number) =>
    (await kit.call('GET', `/api/locations/${placeId}/reviews`, null))
      .json<ReviewPage>()
      .reviews.map((entry) => entry.text);
  const rating = async (placeId: number) => {
    const place = (await kit.call('GET', `/api/locations/${placeId}`, null)).json<Place>();
    return [place.ratingAvg, place.ratingCount];
  };

  it('hides a review and restores it, with the rating and the photos following', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Hill Trail', category: 'trail' });
    await review(kit.member, placeId, { rating: 4, text: 'Steep' });
    const photo = await insertUpload(kit.db, kit.dataDir, authorId);
    const saved = await review(author, placeId, { rating: 2, text: 'Muddy', photos: [photo.url] });
    const id = saved.review.id;
    expect(await rating(placeId)).toEqual([3, 2]);

    expect((await step(id, 'hide')).statusCode).toBe(200);
    expect(await publicTexts(placeId)).toEqual(['Steep']);
    expect(await rating(placeId)).toEqual([4, 1]);
    expect(fileState(kit.dataDir, photo.key)).toBe('withheld');
    const hidden = await kit.call('GET', '/api/admin/reviews/hidden', kit.admin);
    expect(hidden.json<{ reviews: unknown[] }>().reviews).toMatchObject([
      { id, text: 'Muddy', photos: [photo.url], placeName: 'Hill Trail', author: { name: 'Rita' } },
    ]);
    const again = await step(id, 'hide');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This review is hidden already.');

    expect((await step(id, 'restore')).statusCode).toBe(200);
    expect(await publicTexts(placeId)).toEqual(['Muddy', 'Steep']);
    expect(await rating(placeId)).toEqual([3, 2]);
    expect(fileState(kit.dataDir, photo.key)).toBe('served');
    expect((await step(id, 'restore')).statusCode).toBe(409);
    expect((await step(999_999, 'hide')).statusCode).toBe(404);

    expect(await kit.auditOf('review', id)).toMatchObject([
      { action: 'review.hide', before: { status: 'visible' }, after: { status: 'hidden' } },
      { action: 'review.restore', before: { status: 'hidden' }, after: { status: 'visible' } },
    ]);
  });
});
