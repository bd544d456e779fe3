import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reports, reviews, users } from '@waggle/db/schema';
import { alreadyReportedMessage } from '@waggle/shared/reports';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const nul = String.fromCharCode(0);

describe.each(testEngines)('reports API [%s]', (engine) => {
  let t: TestApp;
  let reporter: EmulatorUser;
  let reporterId: number;
  let other: EmulatorUser;
  let admin: EmulatorUser;
  let adminId: number;
  let placeId: number;
  let hiddenPlaceId: number;
  let reviewId: number;
  let hiddenReviewId: number;
  let reviewOfHiddenPlaceId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_WRITES_PER_MINUTE: 10_000 });
    [reporter, other] = [await createEmulatorUser(), await createEmulatorUser()];
    reporterId = (await syncUser(t.app, reporter)).userId;
    await syncUser(t.app, other);
    admin = await createEmulatorUser();
    adminId = (await syncUser(t.app, admin, 'Ada')).userId;
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
    const [place, hiddenPlace] = await t.database.db
      .insert(places)
      .values([
        { name: 'Beach', category: 'beach', lat: 43.3, lng: 5.4 },
        { name: 'Hidden', category: 'bar', lat: 43.3, lng: 5.4, status: 'hidden' },
      ])
      .returning({ id: places.id });
    placeId = place?.id ?? 0;
    hiddenPlaceId = hiddenPlace?.id ?? 0;
    const writers = await t.database.db
      .insert(users)
      .values([
        { firebaseUid: 'w1', username: 'w1' },
        { firebaseUid: 'w2', username: 'w2' },
      ])
      .returning({ id: users.id });
    const [w1 = 0, w2 = 0] = writers.map((writer) => writer.id);
    const rows = await t.database.db
      .insert(reviews)
      .values([
        { placeId, userId: w1, rating: 1, text: 'Buy cheap bones' },
        { placeId, userId: w2, rating: 1, text: 'Gone', status: 'hidden' },
        { placeId: hiddenPlaceId, userId: w1, rating: 2 },
      ])
      .returning({ id: reviews.id });
    [reviewId = 0, hiddenReviewId = 0, reviewOfHiddenPlaceId = 0] = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const post = (body: unknown, who: EmulatorUser | null = reporter) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: who ? bearer(who) : {},
      payload: body as object,
    });
  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  it('files a report on a place once while it is open (201, then 409)', async () => {
    const body = { target: 'place', placeId, reason: 'closed', note: ' Boarded up ' };
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true });
    const again = await post({ ...body, reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(alreadyReportedMessage);
    expect((await post(body, other)).statusCode).toBe(201);

    const filed = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.userId, reporterId), eq(reports.placeId, placeId)));
    expect(filed).toEqual([
      expect.objectContaining({ target: 'place', reviewId: null, note: 'Boarded up' }),
    ]);
    await t.database.db
      .update(reports)
      .set({ status: 'resolved' })
      .where(eq(reports.userId, reporterId));
    expect((await post(body)).statusCode).toBe(201);
  });

  it('files a report on a review against the review alone', async () => {
    const body = { target: 'review', reviewId, reason: 'spam', note: '' };
    expect((await post(body)).statusCode).toBe(201);
    expect((await post(body)).statusCode).toBe(409);
    const [filed] = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.userId, reporterId), eq(reports.reviewId, reviewId)));
    expect(filed).toMatchObject({ target: 'review', placeId: null, reason: 'spam', note: null });
  });

  it('tells the caller whether their report on a place or a review is open (docs/product.md#reports)', async () => {
    const open = async (query: string, who: EmulatorUser | null = reporter) =>
      t.app.inject({
        method: 'GET',
        url: `/api/reports/mine?${query}`,
        headers: who ? bearer(who) : {},
      });
    const [fresh] = await t.database.db
      .insert(places)
      .values({ name: 'Fresh', category: 'park', lat: 43.3, lng: 5.4 })
      .returning({ id: places.id });
    const freshId = fresh?.id ?? 0;
    expect((await open(`placeId=${freshId}`)).json()).toEqual({ reported: false });
    await post({ target: 'place', placeId: freshId, reason: 'closed', note: '' });
    expect((await open(`placeId=${freshId}`)).json()).toEqual({ reported: true });
    expect((await open(`placeId=${freshId}`, other)).json()).toEqual({ reported: false });
    expect((await open(`reviewId=${freshId}`)).json()).toEqual({ reported: false });

    expect((await open(`placeId=${freshId}&reviewId=1`)).statusCode).toBe(400);
    expect((await open('placeId=abc')).statusCode).toBe(400);
  });

  it('answers 404 for what the caller cannot see', async () => {
    const targets = [
      { target: 'place', placeId: hiddenPlaceId, reason: 'closed' },
      { target: 'place', placeId: 999_999, reason: 'closed' },
      { target: 'review', reviewId: hiddenReviewId, reason: 'offensive' },
      { target: 'review', reviewId: reviewOfHiddenPlaceId, reason: 'offensive' },
      { target: 'review', reviewId: 999_999, reason: 'offensive' },
    ];
    for (const body of targets)
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(404);
  });

  it('files an admin’s report as anyone’s: theirs, open, once', async () => {
    for (const body of [
      { target: 'place', placeId, reason: 'wrong_location' },
      { target: 'review', reviewId, reason: 'offensive' },
    ]) {
      expect((await post(body, admin)).statusCode).toBe(201);
      expect((await post(body, admin)).statusCode).toBe(409);
    }
    const filed = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.userId, adminId))
      .orderBy(reports.id);
    expect(filed).toEqual([
      expect.objectContaining({ target: 'place', placeId, status: 'open' }),
      expect.objectContaining({ target: 'review', reviewId, status: 'open' }),
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a review reason for a place', { target: 'place', placeId: 1, reason: 'spam' }, 'reason'],
    ['a place reason for a review', { target: 'review', reviewId: 1, reason: 'closed' }, 'reason'],
    ['no reason', { target: 'place', placeId: 1 }, 'reason'],
    ['other without a note', { target: 'place', placeId: 1, reason: 'other' }, 'note'],
    [
      'other with a blank note',
      { target: 'review', reviewId: 1, reason: 'other', note: ' ' },
      'note',
    ],
    ['NUL in the note', { target: 'place', placeId: 1, reason: 'closed', note: nul }, 'note'],
    [
      'a note of 501 characters',
      { target: 'place', placeId: 1, reason: 'closed', note: 'a'.repeat(501) },
      'note',
    ],
    ['an unknown target', { target: 'user', placeId: 1, reason: 'spam' }, 'target'],
    ['a place id for a review', { target: 'review', placeId: 1, reason: 'spam' }, 'reviewId'],
    ['a bad id', { target: 'place', placeId: 0, reason: 'closed' }, 'placeId'],
    ['an unknown field', { target: 'place', placeId: 1, reason: 'closed', userId: 3 }, 'userId'],
    ['a place id as text', { target: 'place', placeId: '7', reason: 'closed' }, 'placeId'],
    ['a review id as text', { target: 'review', reviewId: '7', reason: 'spam' }, 'reviewId'],
    ['a place id of 1.5', { target: 'place', placeId: 1.5, reason: 'closed' }, 'placeId'],
    ['a note as a number', { target: 'place', placeId: 1, reason: 'closed', note: 5 }, 'note'],
    ['a note as a list', { target: 'review', reviewId: 1, reason: 'spam', note: ['x'] }, 'note'],
  ])('refuses %s (400 naming the field)', async (_case, body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(field);
  });

  it('takes a note for other', async () => {
    const body = { target: 'review', reviewId, reason: 'other', note: 'Copies another review' };
    expect((await post(body, other)).statusCode).toBe(201);
  });
});
