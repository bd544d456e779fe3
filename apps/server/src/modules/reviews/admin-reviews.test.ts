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
  const reason = 'Names a neighbour';
  const step = (id: number, action: 'hide' | 'restore') =>
    kit.call(
      'POST',
      `/api/admin/reviews/${id}/${action}`,
      kit.admin,
      action === 'hide' ? { reason } : undefined,
    );
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
      {
        id,
        text: 'Muddy',
        photos: [photo.url],
        placeName: 'Hill Trail',
        author: { name: 'Rita' },
        hiddenReason: reason,
        editedAfterHidden: false,
      },
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
      {
        action: 'review.hide',
        before: { status: 'visible' },
        after: { status: 'hidden' },
        note: reason,
        targetPlaceId: placeId,
      },
      {
        action: 'review.restore',
        before: { status: 'hidden' },
        after: { status: 'visible' },
        note: null,
      },
    ]);
    const own = await kit.call('GET', `/api/locations/${placeId}/reviews/mine`, author);
    expect(own.json()).toMatchObject({ review: { hidden: false, hiddenReason: null } });
  });

  // docs/product.md#moderation
  it('refuses a hide without a reason', async () => {
    const placeId = await insertPlace(kit.db);
    const { review: saved } = await review(author, placeId, { rating: 3 });
    for (const body of [undefined, {}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const response = await kit.call(
        'POST',
        `/api/admin/reviews/${saved.id}/hide`,
        kit.admin,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('validation_failed');
    }
  });

  // docs/product.md#moderation
  it('shows the author why their review is hidden, and its photos to them and admins only', async () => {
    const placeId = await insertPlace(kit.db);
    const photo = await insertUpload(kit.db, kit.dataDir, authorId);
    const { review: saved } = await review(author, placeId, { rating: 1, photos: [photo.url] });
    const photoOf = (who: EmulatorUser | null, query = 'n=0') =>
      kit.call('GET', `/api/reviews/${saved.id}/photos?${query}`, who);

    // Served publicly while visible: nothing withheld to hand out.
    expect((await photoOf(author)).statusCode).toBe(404);
    expect((await step(saved.id, 'hide')).statusCode).toBe(200);

    const own = await kit.call('GET', `/api/locations/${placeId}/reviews/mine`, author);
    expect(own.json()).toMatchObject({ review: { hidden: true, hiddenReason: reason } });

    for (const who of [author, kit.admin]) {
      const response = await photoOf(who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toBe('fake image');
    }
    expect((await photoOf(author, 'n=0&size=thumbnail')).statusCode).toBe(200);
    for (const who of [kit.member, null]) {
      const response = await photoOf(who);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect((await photoOf(author, 'n=1')).statusCode).toBe(404);
    expect((await photoOf(author, 'n=9')).statusCode).toBe(400);
    const bad = await kit.t.app.inject({
      url: `/api/reviews/${saved.id}/photos?n=0`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(404);
  });

  // docs/product.md#moderation
  it("flags the author's edit after the hide, which keeps the review hidden", async () => {
    const placeId = await insertPlace(kit.db);
    const { review: saved } = await review(author, placeId, { rating: 2, text: 'Rude staff' });
    expect((await step(saved.id, 'hide')).statusCode).toBe(200);
    const queued = async () =>
      (await kit.call('GET', '/api/admin/reviews/hidden', kit.admin))
        .json<{ reviews: { id: number; editedAfterHidden: boolean }[] }>()
        .reviews.find((entry) => entry.id === saved.id);
    expect(await queued()).toMatchObject({ editedAfterHidden: false });
    await review(author, placeId, { rating: 3, text: 'Staff were busy' });
    expect(await queued()).toMatchObject({ editedAfterHidden: true });
    expect(await publicTexts(placeId)).toEqual([]);
  });
});
