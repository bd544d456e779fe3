import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, suggestions, uploads } from '@waggle/db/schema';
import type { AdminSuggestion } from '@waggle/shared/admin';
import type { Place, PlacePage } from '@waggle/shared/places';
import type { Suggestion, SuggestionList } from '@waggle/shared/suggestions';
import { discardedRow, fileState, insertUpload } from '../../test/fake-uploads';
import { testEngines } from '../../test/test-database';
import {
  createAdminTestKit,
  insertPlace,
  newPlaceFields,
  type AdminTestKit,
} from '../../test/admin-test-kit';

const fields = newPlaceFields;

describe.each(testEngines)('admin suggestions queue [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  const suggest = (body: object) => kit.submit<Suggestion>(kit.member, '/api/suggestions', body);
  const queue = async () =>
    (await kit.call('GET', '/api/admin/suggestions', kit.admin)).json<{
      suggestions: AdminSuggestion[];
    }>().suggestions;
  const decide = (id: number, step: 'approve' | 'reject', body: object) =>
    kit.call('POST', `/api/admin/suggestions/${id}/${step}`, kit.admin, body);
  const statusOf = async (id: number) =>
    (await kit.db.select().from(suggestions).where(eq(suggestions.id, id)))[0]?.status;

  it('approves a new place with the admin’s correction: live near its position, photo as cover', async () => {
    const photo = await insertUpload(kit.db, kit.dataDir, kit.memberId);
    const suggestion = await suggest({ kind: 'new', fields, photo: photo.url, note: 'Lovely' });

    const listed = (await queue()).find((entry) => entry.id === suggestion.id);
    expect(listed).toMatchObject({
      kind: 'new',
      placeId: null,
      current: null,
      note: 'Lovely',
      photoUrl: photo.url,
      author: { id: kit.memberId, name: 'Max' },
      fields: { name: 'Bark Café', category: 'cafe' },
    });

    const approved = await decide(suggestion.id, 'approve', {
      fields: { name: ' Bark Café Paris ' },
      adminNote: 'Thanks!',
    });
    expect(approved.statusCode).toBe(200);

    const nearby = await kit.call('GET', `/api/locations?lat=48.8567&lng=2.3522`, null);
    const place = nearby.json<PlacePage>().places.find((row) => row.name === 'Bark Café Paris');
    expect(place).toMatchObject({
      source: 'community',
      category: 'cafe',
      address: '1 Rue du Chien',
      city: 'Paris',
      country: 'France',
      coverImageUrl: photo.url,
      dogsInside: true,
    });
    expect(place?.distanceKm).toBeLessThan(0.1);
    const placeId = place?.id ?? 0;
    const [row] = await kit.db.select().from(places).where(eq(places.id, placeId));
    expect(row).toMatchObject({ status: 'active', createdBy: kit.memberId });
    const [upload] = await kit.db.select().from(uploads).where(eq(uploads.id, photo.id));
    expect(upload).toMatchObject({ attachedTo: 'place', attachedId: placeId });
    expect(fileState(kit.dataDir, photo.key)).toBe('served');

    const mine = await kit.call('GET', '/api/suggestions/mine', kit.member);
    expect(
      mine.json<SuggestionList>().suggestions.find((entry) => entry.id === suggestion.id),
    ).toMatchObject({ status: 'approved', placeId, adminNote: 'Thanks!' });
    const [decided] = await kit.db
      .select()
      .from(suggestions)
      .where(eq(suggestions.id, suggestion.id));
    expect(decided?.reviewedBy).toBe(kit.adminId);
    expect(decided?.reviewedAt).toBeInstanceOf(Date);
    expect((await queue()).map((entry) => entry.id)).not.toContain(suggestion.id);

    expect(await kit.auditOf('suggestion', suggestion.id)).toMatchObject([
      {
        action: 'suggestion.approve',
        actor: { id: kit.adminId, name: 'Ada' },
        before: { status: 'pending', adminNote: null, placeId: null },
        after: { status: 'approved', adminNote: 'Thanks!', placeId },
      },
    ]);
    expect(await kit.auditOf('place', placeId)).toMatchObject([
      {
        action: 'place.create',
        before: null,
        after: { name: 'Bark Café Paris', lat: 48.8566, coverImageUrl: photo.url },
      },
    ]);
  });

  it('applies an edit with the admin’s correction, and lists the place as it is', async () => {
    const placeId = await insertPlace(kit.db, { name: 'Riverside', fenced: false });
    const suggestion = await suggest({
      kind: 'edit',
      placeId,
      fields: { fenced: true, phone: '+33 1 23', city: 'Lyon' },
    });
    const listed = (await queue()).find((entry) => entry.id === suggestion.id);
    expect(listed).toMatchObject({
      kind: 'edit',
      placeId,
      fields: { fenced: true, phone: '+33 1 23', city: 'Lyon' },
      current: { id: placeId, name: 'Riverside', fenced: false, phone: null, city: null },
    });

    const approved = await decide(suggestion.id, 'approve', { fields: { phone: '+33 1 99' } });
    expect(approved.statusCode).toBe(200);
    const place = (await kit.call('GET', `/api/locations/${placeId}`, null)).json<Place>();
    expect(place).toMatchObject({
      name: 'Riverside',
      fenced: true,
      phone: '+33 1 99',
      city: 'Lyon',
    });
    expect(await kit.auditOf('place', placeId)).toMatchObject([
      {
        action: 'place.update',
        before: { fenced: false, phone: null, city: null },
        after: { fenced: true, phone: '+33 1 99', city: 'Lyon' },
      },
    ]);
  });

  it('refuses fields that fail the place schema once merged (400 naming the field)', async () => {
    const { category: _missing, ...incomplete } = fields;
    const [row] = await kit.db
      .insert(suggestions)
      .values({ userId: kit.memberId, kind: 'new', proposed: incomplete })
      .returning({ id: suggestions.id });
    const id = row?.id ?? 0;
    const refused = await decide(id, 'approve', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('fields.category');
    expect(await statusOf(id)).toBe('pending');

    expect((await decide(id, 'approve', { fields: { category: 'park' } })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it('rejects with a note: the photo and its files go, the author reads why', async () => {
    const photo = await insertUpload(kit.db, kit.dataDir, kit.memberId);
    const suggestion = await suggest({ kind: 'new', fields, photo: photo.url });
    expect(
      (await decide(suggestion.id, 'reject', { adminNote: ' Already listed ' })).statusCode,
    ).toBe(200);
    expect(await kit.db.select().from(uploads).where(eq(uploads.id, photo.id))).toMatchObject([
      discardedRow,
    ]);
    expect(fileState(kit.dataDir, photo.key)).toBe('gone');
    const mine = await kit.call('GET', '/api/suggestions/mine', kit.member);
    expect(
      mine.json<SuggestionList>().suggestions.find((entry) => entry.id === suggestion.id),
    ).toMatchObject({ status: 'rejected', adminNote: 'Already listed', photoUrl: null });
    expect(await kit.auditOf('suggestion', suggestion.id)).toMatchObject([
      {
        action: 'suggestion.reject',
        before: { status: 'pending', adminNote: null, photoUrl: photo.url },
        after: { status: 'rejected', adminNote: 'Already listed', photoUrl: null },
        // docs/product.md#activity-log
        note: 'Already listed',
      },
    ]);
  });

  it('decides a suggestion once: 409 after, 404 for an unknown one, 403 for a member', async () => {
    const suggestion = await suggest({ kind: 'new', fields: { ...fields, name: 'Once' } });
    const asMember = await kit.call(
      'POST',
      `/api/admin/suggestions/${suggestion.id}/approve`,
      kit.member,
      {},
    );
    expect(asMember.statusCode).toBe(403);
    expect(await statusOf(suggestion.id)).toBe('pending');
    expect((await decide(suggestion.id, 'reject', { adminNote: 'No' })).statusCode).toBe(200);
    for (const [step, body] of [
      ['approve', {}],
      ['reject', { adminNote: 'No' }],
    ] as const) {
      const again = await decide(suggestion.id, step, body);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toContain('already rejected');
    }
    expect((await decide(999_999, 'approve', {})).statusCode).toBe(404);
  });
});
