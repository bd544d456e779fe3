import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestions } from '@waggle/db/schema';
import type { AdminSuggestion } from '@waggle/shared/admin';
import type { Place } from '@waggle/shared/places';
import type { PossibleDuplicateList, Suggestion } from '@waggle/shared/suggestions';
import { testEngines } from '../../test/test-database';
import {
  createAdminTestKit,
  insertPlace,
  newPlaceFields,
  type AdminTestKit,
} from '../../test/admin-test-kit';

const metresPerDegree = (Math.PI * 6_371_000) / 180;
/** A point `metres` north of `from`. */
const north = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat + metres / metresPerDegree,
  lng: from.lng,
});

// The duplicate search runs pg_trgm's `%` on both engines: PGlite and PostgreSQL.
describe.each(testEngines)('suggestion context for moderators [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  const suggest = (body: object) => kit.submit<Suggestion>(kit.member, '/api/suggestions', body);
  const listed = async (id: number) =>
    (await kit.call('GET', '/api/admin/suggestions', kit.admin))
      .json<{ suggestions: AdminSuggestion[] }>()
      .suggestions.find((entry) => entry.id === id);
  const approve = (id: number, body: object) =>
    kit.call('POST', `/api/admin/suggestions/${id}/approve`, kit.admin, body);
  const correctPlace = (id: number, fields: object) =>
    kit.call('PATCH', `/api/admin/places/${id}`, kit.admin, { fields });
  const placeName = async (id: number) =>
    (await kit.call('GET', `/api/locations/${id}`, null)).json<Place>().name;
  const statusOf = async (id: number) =>
    (await kit.db.select().from(suggestions).where(eq(suggestions.id, id)))[0]?.status;

  describe('edit conflicts (docs/product.md#edit-conflicts)', () => {
    it('keeps the values an edit was sent against; a field changed since is stale', async () => {
      const placeId = await insertPlace(kit.db, { name: 'Old Mill', lat: 51.123456789 });
      const suggestion = await suggest({
        kind: 'edit',
        placeId,
        fields: { name: 'Old Mill Café', phone: '+44 1234', lat: 51.1235 },
      });
      const [row] = await kit.db
        .select()
        .from(suggestions)
        .where(eq(suggestions.id, suggestion.id));
      expect(row?.base).toEqual({ name: 'Old Mill', phone: null, lat: 51.123456789 });
      expect(await listed(suggestion.id)).toMatchObject({
        base: { name: 'Old Mill', phone: null, lat: 51.123456789 },
        staleFields: [],
        duplicates: [],
      });

      expect((await correctPlace(placeId, { name: 'The Old Mill' })).statusCode).toBe(200);
      expect(await listed(suggestion.id)).toMatchObject({
        base: { name: 'Old Mill' },
        current: { name: 'The Old Mill' },
        fields: { name: 'Old Mill Café' },
        staleFields: ['name'],
      });
    });

    it('refuses (409) to apply a stale field the admin did not confirm, applies it confirmed', async () => {
      const placeId = await insertPlace(kit.db, { name: 'Corner Bakery' });
      const suggestion = await suggest({
        kind: 'edit',
        placeId,
        fields: { name: 'Corner Bakehouse', website: 'https://bake.example' },
      });
      await correctPlace(placeId, { name: 'Corner Bakery & Café' });

      const refused = await approve(suggestion.id, { confirmedStaleFields: [] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: string; message: string }>()).toMatchObject({
        error: 'conflict',
        message:
          "The place's name changed since this suggestion was sent: confirm it to apply it anyway.",
      });
      expect(await statusOf(suggestion.id)).toBe('pending');
      expect(await placeName(placeId)).toBe('Corner Bakery & Café');

      const applied = await approve(suggestion.id, { confirmedStaleFields: ['name'] });
      expect(applied.statusCode).toBe(200);
      expect(await placeName(placeId)).toBe('Corner Bakehouse');
      expect(await statusOf(suggestion.id)).toBe('approved');
    });

    it('names every unconfirmed stale field, and takes a correction back to the value now', async () => {
      const placeId = await insertPlace(kit.db, { name: 'Dune Beach', phone: '+1 555' });
      const suggestion = await suggest({
        kind: 'edit',
        placeId,
        fields: { name: 'Dune Beach North', phone: '+1 556', fenced: true },
      });
      await correctPlace(placeId, { name: 'Dunes', phone: '+1 557' });

      const refused = await approve(suggestion.id, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        "The place's name and phone changed since this suggestion was sent: confirm them to apply them anyway.",
      );

      // The name confirmed, the phone corrected to what the place has now: nothing overwritten.
      const applied = await approve(suggestion.id, {
        fields: { phone: '+1 557' },
        confirmedStaleFields: ['name'],
      });
      expect(applied.statusCode).toBe(200);
      const place = (await kit.call('GET', `/api/locations/${placeId}`, null)).json<Place>();
      expect(place).toMatchObject({ name: 'Dune Beach North', phone: '+1 557', fenced: true });
    });

    it('treats a suggestion sent before the values were kept (base null) as not stale', async () => {
      const placeId = await insertPlace(kit.db, { name: 'Legacy Park' });
      const [row] = await kit.db
        .insert(suggestions)
        .values({
          userId: kit.memberId,
          kind: 'edit',
          placeId,
          proposed: { name: 'Legacy Gardens' },
        })
        .returning({ id: suggestions.id });
      const id = row?.id ?? 0;
      await correctPlace(placeId, { name: 'Legacy Park East' });
      expect(await listed(id)).toMatchObject({ base: null, staleFields: [] });
      expect((await approve(id, {})).statusCode).toBe(200);
      expect(await placeName(placeId)).toBe('Legacy Gardens');
    });

    it('refuses an unknown field name among the confirmed ones (400)', async () => {
      const refused = await approve(1, { confirmedStaleFields: ['colour'] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe('validation_failed');
    });
  });

  describe('possible duplicates (docs/product.md#possible-duplicates)', () => {
    const spot = { lat: 45.764, lng: 4.8357 };
    let nearId = 0;

    beforeAll(async () => {
      nearId = await insertPlace(kit.db, {
        name: 'The Barking Dog',
        category: 'bar',
        city: 'Lyon',
        ...north(spot, 12),
      });
      await insertPlace(kit.db, { name: 'Barking Dog Annex', ...north(spot, 80) });
      await insertPlace(kit.db, { name: 'Green Meadow', ...north(spot, 5) });
      await insertPlace(kit.db, { name: 'The Barking Dog', status: 'hidden', ...spot });
    });

    const duplicates = (name: string, at: { lat: number; lng: number }, who = kit.member) =>
      kit.call(
        'GET',
        `/api/suggestions/duplicates?name=${encodeURIComponent(name)}&lat=${at.lat}&lng=${at.lng}`,
        who,
      );

    it('finds active places within 50 m with a similar name, nearest first', async () => {
      const response = await duplicates('barking dog', spot);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PossibleDuplicateList>()).toEqual({
        places: [{ id: nearId, name: 'The Barking Dog', city: 'Lyon', distanceM: 12 }],
      });
      const elsewhere = await duplicates('The Barking Dog', north(spot, 200));
      expect(elsewhere.json<PossibleDuplicateList>().places).toEqual([]);
      const unlike = await duplicates('Sunny Terrace', spot);
      expect(unlike.json<PossibleDuplicateList>().places).toEqual([]);
    });

    it('is for signed-in people, and checks its query', async () => {
      expect(
        (await kit.call('GET', '/api/suggestions/duplicates?name=x&lat=1&lng=1', null)).statusCode,
      ).toBe(401);
      const bad = await duplicates('', { lat: 91, lng: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toBe('validation_failed');
    });

    it('flags the new-place suggestion in the admin queue', async () => {
      const suggestion = await suggest({
        kind: 'new',
        fields: { ...newPlaceFields, name: 'Barking Dog', ...spot },
      });
      expect(await listed(suggestion.id)).toMatchObject({
        staleFields: [],
        duplicates: [{ id: nearId, name: 'The Barking Dog', distanceM: 12 }],
      });
    });
  });
});
