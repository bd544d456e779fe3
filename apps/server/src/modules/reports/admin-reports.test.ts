import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '@waggle/db/schema';
import type { AdminReport, AdminSummary } from '@waggle/shared/admin';
import type { Place, PlacePage } from '@waggle/shared/places';
import type { ReviewPage, SavedReview } from '@waggle/shared/reviews';
import { createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { fileState, insertUpload } from '../../test/fake-uploads';
import { syncUser } from '../../test/sync-user';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, insertPlace, type AdminTestKit } from '../../test/admin-test-kit';

describe.each(testEngines)('admin reports queue [%s]', (engine) => {
  let kit: AdminTestKit;
  let fan: EmulatorUser;
  let troll: EmulatorUser;
  let trollId: number;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
    [fan, troll] = [await createEmulatorUser(), await createEmulatorUser()];
    await syncUser(kit.t.app, fan, 'Fran');
    trollId = (await syncUser(kit.t.app, troll, 'Trev')).userId;
  });
  afterAll(() => kit.close());

  const review = (who: EmulatorUser, placeId: number, body: object) =>
    kit.submit<SavedReview>(who, `/api/locations/${placeId}/reviews`, body);
  const report = (who: EmulatorUser, body: object) => kit.submit(who, '/api/reports', body);
  const openReports = async () =>
    (await kit.call('GET', '/api/admin/reports', kit.admin)).json<{ reports: AdminReport[] }>()
      .reports;
  const resolve = (id: number, action: 'hide' | 'dismiss', reason?: string) =>
    kit.call('POST', `/api/admin/reports/${id}/resolve`, kit.admin, { action, reason });
  const reportRow = async (id: number) =>
    (await kit.db.select().from(reports).where(eq(reports.id, id)))[0];

  it('hides a reported review: gone from the place, rating recomputed, photos withheld, its reports resolved', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Canal Walk' });
    await review(fan, placeId, { rating: 5, text: 'Lovely' });
    const photo = await insertUpload(kit.db, kit.dataDir, trollId);
    const bad = await review(troll, placeId, {
      rating: 1,
      text: 'Buy my stuff',
      photos: [photo.url],
    });
    await report(kit.member, { target: 'review', reviewId: bad.review.id, reason: 'spam' });
    await report(fan, { target: 'review', reviewId: bad.review.id, reason: 'offensive' });
    await report(kit.member, { target: 'place', placeId, reason: 'closed' });

    const listed = await openReports();
    expect(listed.map((entry) => [entry.target, entry.reason])).toEqual([
      ['review', 'spam'],
      ['review', 'offensive'],
      ['place', 'closed'],
    ]);
    expect(listed[0]).toMatchObject({
      place: { id: placeId, name: 'Canal Walk' },
      reporter: { id: kit.memberId, name: 'Max' },
      review: { id: bad.review.id, text: 'Buy my stuff', author: { name: 'Trev' } },
    });
    expect(listed[2]?.review).toBeNull();
    const [first, second, onPlace] = listed.map((entry) => entry.id);

    expect((await resolve(first ?? 0, 'hide', 'Insults the staff')).statusCode).toBe(200);
    const shown = await kit.call('GET', `/api/locations/${placeId}/reviews`, null);
    expect(shown.json<ReviewPage>().reviews.map((entry) => entry.text)).toEqual(['Lovely']);
    const place = (await kit.call('GET', `/api/locations/${placeId}`, null)).json<Place>();
    expect(place).toMatchObject({ ratingAvg: 5, ratingCount: 1 });
    expect(fileState(kit.dataDir, photo.key)).toBe('withheld');

    for (const id of [first, second]) {
      expect(await reportRow(id ?? 0)).toMatchObject({
        status: 'resolved',
        resolvedBy: kit.adminId,
        resolvedAt: expect.any(Date) as unknown,
      });
    }
    expect((await openReports()).map((entry) => entry.id)).toEqual([onPlace]);
    const summary = await kit.call('GET', '/api/admin/summary', kit.admin);
    expect(summary.json<AdminSummary>()).toEqual({
      pendingSuggestions: 0,
      openReports: 1,
      hiddenReviews: 1,
    });
    expect(await kit.auditOf('review', bad.review.id)).toMatchObject([
      {
        action: 'review.hide',
        before: { status: 'visible' },
        after: { status: 'hidden' },
        // docs/product.md#moderation: the admin's own reason.
        note: 'Insults the staff',
      },
    ]);
    expect(await kit.auditOf('report', second ?? 0)).toMatchObject([
      { action: 'report.resolve', before: { status: 'open' }, after: { status: 'resolved' } },
    ]);

    const again = await resolve(first ?? 0, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('already resolved');
  });

  it('hides a reported place: gone from the public API, still in the admin’s list', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Shut Pub', lat: 40.4, lng: -3.7 });
    await report(kit.member, { target: 'place', placeId, reason: 'closed' });
    const id = (await openReports()).find((entry) => entry.place.id === placeId)?.id ?? 0;
    expect((await resolve(id, 'hide')).statusCode).toBe(200);

    expect((await kit.call('GET', `/api/locations/${placeId}`, null)).statusCode).toBe(404);
    const nearby = await kit.call('GET', '/api/locations?lat=40.4&lng=-3.7', null);
    expect(nearby.json<PlacePage>().places.map((entry) => entry.id)).not.toContain(placeId);
    const admin = await kit.call('GET', '/api/admin/places?q=Shut', kit.admin);
    expect(admin.json<{ places: unknown[] }>().places).toMatchObject([
      { id: placeId, status: 'hidden' },
    ]);
    expect(await kit.auditOf('place', placeId)).toMatchObject([
      {
        action: 'place.hide',
        before: { status: 'active' },
        after: { status: 'hidden' },
        // docs/product.md#moderation: the report's reason is the hide's.
        note: 'Reported as “Closed”',
      },
    ]);
    expect(await reportRow(id)).toMatchObject({ status: 'resolved' });
  });

  it('dismisses a report and leaves what it points at as it is', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Fine Park' });
    await report(fan, { target: 'place', placeId, reason: 'not_dog_friendly' });
    const id = (await openReports()).find((entry) => entry.place.id === placeId)?.id ?? 0;
    expect((await resolve(id, 'dismiss')).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/locations/${placeId}`, null)).statusCode).toBe(200);
    expect(await reportRow(id)).toMatchObject({ status: 'dismissed', resolvedBy: kit.adminId });
    expect(await kit.auditOf('report', id)).toMatchObject([
      { action: 'report.dismiss', before: { status: 'open' }, after: { status: 'dismissed' } },
    ]);
    expect((await resolve(id, 'hide')).statusCode).toBe(409);
  });

  it('lists a reported review even once it is hidden, and 404s an unknown report', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Dune Beach' });
    const saved = await review(troll, placeId, { rating: 2, text: 'Meh' });
    await report(fan, {
      target: 'review',
      reviewId: saved.review.id,
      reason: 'other',
      note: 'Rude',
    });
    const hide = await kit.call('POST', `/api/admin/reviews/${saved.review.id}/hide`, kit.admin, {
      reason: 'Off topic',
    });
    expect(hide.statusCode).toBe(200);
    const listed = (await openReports()).find((entry) => entry.review?.id === saved.review.id);
    expect(listed).toMatchObject({ note: 'Rude', review: { text: 'Meh' } });
    expect((await resolve(999_999, 'dismiss')).statusCode).toBe(404);
  });
});
