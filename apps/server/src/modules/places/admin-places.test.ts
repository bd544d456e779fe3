import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '@waggle/db/schema';
import type { AdminPlace } from '@waggle/shared/admin';
import type { Place, PlacePage } from '@waggle/shared/places';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, insertPlace, type AdminTestKit } from '../../test/admin-test-kit';

describe.each(testEngines)('admin places [%s]', (engine) => {
  let kit: AdminTestKit;
  let parkId: number;
  let hiddenId: number;
  let cafeId: number;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    parkId = await insertPlace(kit.db, { name: 'Tiergarten', city: 'Berlin', createdAt: at(1) });
    hiddenId = await insertPlace(kit.db, {
      name: 'Old Bar',
      category: 'bar',
      address: '5 Tiergartenstraße',
      status: 'hidden',
      createdAt: at(2),
    });
    cafeId = await insertPlace(kit.db, { name: 'Paws 100%', category: 'cafe', createdAt: at(3) });
  });
  afterAll(() => kit.close());

  const search = async (query: string) =>
    (await kit.call('GET', `/api/admin/places${query}`, kit.admin))
      .json<{ places: AdminPlace[] }>()
      .places.map((place) => [place.id, place.status]);
  const patch = (id: number, body: object) =>
    kit.call('PATCH', `/api/admin/places/${id}`, kit.admin, body);
  const publicPlace = (id: number) => kit.call('GET', `/api/locations/${id}`, null);

  it('finds places by name, address or city, hidden ones too; newest first without q', async () => {
    expect(await search('?q=tiergarten')).toEqual([
      [hiddenId, 'hidden'],
      [parkId, 'active'],
    ]);
    expect(await search('?q=berlin')).toEqual([[parkId, 'active']]);
    expect(await search('?q=100%25')).toEqual([[cafeId, 'active']]);
    expect(await search('?q=0%25')).toEqual([[cafeId, 'active']]);
    expect(await search('')).toEqual([
      [cafeId, 'active'],
      [hiddenId, 'hidden'],
      [parkId, 'active'],
    ]);
    expect(await search('?limit=1')).toEqual([[cafeId, 'active']]);
  });

  it('corrects fields: the public place shows them, the audit log has only what changed', async () => {
    const response = await patch(parkId, {
      fields: { name: ' Tiergarten Park ', website: 'https://tiergarten.example', fenced: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminPlace>()).toMatchObject({
      id: parkId,
      name: 'Tiergarten Park',
      status: 'active',
    });
    expect((await publicPlace(parkId)).json<Place>()).toMatchObject({
      name: 'Tiergarten Park',
      website: 'https://tiergarten.example',
    });
    const [entry, ...more] = await kit.auditOf('place', parkId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'place.update', actor: { id: kit.adminId } });
    expect([entry?.before, entry?.after]).toEqual([
      { name: 'Tiergarten', website: null },
      { name: 'Tiergarten Park', website: 'https://tiergarten.example' },
    ]);
  });

  it('hides a place from the public API and shows it again, an import’s retirement cleared', async () => {
    const id = await insertPlace(kit.db, {
      name: 'Sea Steps',
      lat: -33.9,
      lng: 151.2,
      status: 'hidden',
      retiredAt: new Date(),
    });
    expect((await patch(id, { status: 'active' })).statusCode).toBe(200);
    expect((await publicPlace(id)).statusCode).toBe(200);
    const [row] = await kit.db.select().from(places).where(eq(places.id, id));
    expect(row?.retiredAt).toBeNull();

    const hidden = await patch(id, { status: 'hidden', reason: 'Closed for good' });
    expect(hidden.json<AdminPlace>()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Closed for good',
    });
    const [hiddenRow] = await kit.db.select().from(places).where(eq(places.id, id));
    expect(hiddenRow?.hiddenReason).toBe('Closed for good');
    expect((await publicPlace(id)).statusCode).toBe(404);
    const nearby = await kit.call('GET', '/api/locations?lat=-33.9&lng=151.2', null);
    expect(nearby.json<PlacePage>().places.map((place) => place.id)).not.toContain(id);
    // docs/product.md#moderation: the reason is the hide's note.
    expect((await kit.auditOf('place', id)).map(({ after, note }) => ({ after, note }))).toEqual([
      { after: { status: 'active' }, note: null },
      { after: { status: 'hidden' }, note: 'Closed for good' },
    ]);
    expect((await patch(id, { status: 'active' })).statusCode).toBe(200);
    const [shownRow] = await kit.db.select().from(places).where(eq(places.id, id));
    expect(shownRow?.hiddenReason).toBeNull();
  });

  it.each<[string, object, string]>([
    ['a name of 121 characters', { fields: { name: 'x'.repeat(121) } }, 'fields.name'],
    ['a name as a number', { fields: { name: 42 } }, 'fields.name'],
    ['an unknown category', { fields: { category: 'zoo' } }, 'fields.category'],
    ['latitude 91', { fields: { lat: 91 } }, 'fields.lat'],
    ['latitude -91', { fields: { lat: -91 } }, 'fields.lat'],
    ['longitude 181', { fields: { lng: 181 } }, 'fields.lng'],
    ['a latitude as text', { fields: { lat: '48.8' } }, 'fields.lat'],
    ['"yes" for fenced', { fields: { fenced: 'yes' } }, 'fields.fenced'],
    ['a javascript: website', { fields: { website: 'javascript:alert(1)' } }, 'fields.website'],
    ['fields as text', { fields: 'name=x' }, 'fields'],
    ['an unknown status', { status: 'deleted' }, 'status'],
    ['an unknown field', { rating: 5 }, 'rating'],
  ])('refuses %s (400 naming the field), changing nothing', async (_case, body, field) => {
    const row = () => kit.db.select().from(places).where(eq(places.id, cafeId));
    const before = await row();
    const refused = await patch(cafeId, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(field);
    expect(await row()).toEqual(before);
  });

  it('answers an unknown place with 404', async () => {
    expect((await patch(999_999, { fields: { fenced: true } })).statusCode).toBe(404);
  });

  it('marks a place verified today, hidden or not; the public place says when', async () => {
    const before = Date.now();
    const response = await kit.call('POST', `/api/admin/places/${cafeId}/verify`, kit.admin);
    expect(response.statusCode).toBe(200);
    const verifiedAt = response.json<AdminPlace>().lastVerifiedAt;
    expect(Date.parse(verifiedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await publicPlace(cafeId)).json<Place>().lastVerifiedAt).toBe(verifiedAt);
    expect(await kit.auditOf('place', cafeId)).toMatchObject([
      {
        action: 'place.verify',
        before: { lastVerifiedAt: null },
        after: { lastVerifiedAt: verifiedAt },
      },
    ]);
    const hidden = await kit.call('POST', `/api/admin/places/${hiddenId}/verify`, kit.admin);
    expect(hidden.statusCode).toBe(200);
  });
});
