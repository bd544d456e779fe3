import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@waggle/db/schema';
import type { MyReview } from '@waggle/shared/contributions';
import type { Suggestion, SuggestionList } from '@waggle/shared/suggestions';
import {
  createAdminTestKit,
  insertPlace,
  newPlaceFields,
  type AdminTestKit,
} from '../../test/admin-test-kit';
import { testEngines } from '../../test/test-database';

// docs/product.md#my-contributions
describe.each(testEngines)('my contributions [%s]', (engine) => {
  let kit: AdminTestKit;
  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  const unseen = async () =>
    (await kit.call('GET', `/api/users/${kit.memberId}/decisions`, kit.member)).json<{
      unseen: number;
    }>().unseen;
  const markSeen = () => kit.call('POST', `/api/users/${kit.memberId}/decisions/seen`, kit.member);

  it('counts the decisions not yet seen, and says what a moderator corrected', async () => {
    await markSeen();
    expect(await unseen()).toBe(0);
    const sent = await kit.submit<Suggestion>(kit.member, '/api/suggestions', {
      kind: 'new',
      fields: newPlaceFields,
    });
    expect(await unseen()).toBe(0);

    const approved = await kit.call(
      'POST',
      `/api/admin/suggestions/${sent.id}/approve`,
      kit.admin,
      { fields: { name: 'Bark Café Paris', category: newPlaceFields.category } },
    );
    expect(approved.statusCode).toBe(200);
    expect(await unseen()).toBe(1);

    const mine = await kit.call('GET', '/api/suggestions/mine', kit.member);
    const listed = mine.json<SuggestionList>().suggestions.find((entry) => entry.id === sent.id);
    // Only what differs from what was sent counts as a correction.
    expect(listed).toMatchObject({ status: 'approved', corrected: { name: 'Bark Café Paris' } });

    expect((await markSeen()).statusCode).toBe(200);
    expect(await unseen()).toBe(0);
  });

  it('lists the person’s reviews, a hidden one with its reason, and counts its hiding', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Hyde Park' });
    await kit.submit(kit.member, `/api/locations/${placeId}/reviews`, { rating: 4, text: 'Ok' });
    await markSeen();
    await kit.db
      .update(reviews)
      .set({ status: 'hidden', hiddenReason: 'Off topic', hiddenAt: new Date(Date.now() + 1000) })
      .where(eq(reviews.userId, kit.memberId));
    expect(await unseen()).toBe(1);

    const response = await kit.call('GET', `/api/users/${kit.memberId}/reviews`, kit.member);
    expect(response.json<{ reviews: MyReview[] }>().reviews).toEqual([
      expect.objectContaining({
        placeId,
        placeName: 'Hyde Park',
        rating: 4,
        text: 'Ok',
        photoCount: 0,
        hidden: true,
        hiddenReason: 'Off topic',
      }),
    ]);
  });

  it('is the account’s own: 401 signed out, 403 for anyone else, admins included', async () => {
    for (const url of [
      `/api/users/${kit.memberId}/reviews`,
      `/api/users/${kit.memberId}/decisions`,
    ]) {
      expect((await kit.call('GET', url, null)).statusCode).toBe(401);
      const refused = await kit.call('GET', url, kit.admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'You can only see your own contributions.',
      );
    }
    const seen = await kit.call('POST', `/api/users/${kit.memberId}/decisions/seen`, kit.admin);
    expect(seen.statusCode).toBe(403);
  });
});
