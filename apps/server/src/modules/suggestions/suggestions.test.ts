import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, suggestions, uploads, users } from '@waggle/db/schema';
import type { PlaceFieldsInput } from '@waggle/shared/place-fields';
import type { Suggestion, SuggestionList } from '@waggle/shared/suggestions';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { insertUpload } from '../../test/fake-uploads';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const nul = String.fromCharCode(0);

const fields: PlaceFieldsInput = {
  name: ' Bark Café ',
  category: 'cafe',
  lat: 52.52,
  lng: 13.405,
  address: '',
  city: 'Paris',
  country: 'France',
  description: 'Water bowls at the door',
  website: 'https://bark.example',
  phone: '+49 30 1234567',
  openingHours: null,
  dogsInside: true,
  offLeash: null,
  fenced: false,
  waterBowls: true,
  maxDogSize: 'large',
};

describe.each(testEngines)('suggestions API [%s]', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let author: EmulatorUser;
  let authorId: number;
  let other: EmulatorUser;
  let otherId: number;
  let admin: EmulatorUser;
  let adminId: number;
  let placeId: number;
  let hiddenPlaceId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-suggestions-'));
    t = await createTestApp(engine, { DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: 10_000 });
    [author, other] = [await createEmulatorUser(), await createEmulatorUser()];
    authorId = (await syncUser(t.app, author)).userId;
    otherId = (await syncUser(t.app, other)).userId;
    admin = await createEmulatorUser();
    adminId = (await syncUser(t.app, admin, 'Ada')).userId;
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
    const [place, hidden] = await t.database.db
      .insert(places)
      .values([
        { name: 'Riverside', category: 'park', lat: 52.5, lng: 13.4, fenced: false },
        { name: 'Closed bar', category: 'bar', lat: 52.5, lng: 13.4, status: 'hidden' },
      ])
      .returning({ id: places.id });
    placeId = place?.id ?? 0;
    hiddenPlaceId = hidden?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (body: unknown, who: EmulatorUser | null = author) =>
    t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: who ? bearer(who) : {},
      payload: body as object,
    });
  const mine = (who: EmulatorUser | null = author) =>
    t.app.inject({ url: '/api/suggestions/mine', headers: who ? bearer(who) : {} });
  const countSuggestions = async () => (await t.database.db.select().from(suggestions)).length;

  it('stores a new place with its photo attached, pending (201)', async () => {
    const photo = await insertUpload(t.database.db, dataDir, authorId);
    const response = await post({ kind: 'new', fields, photo: photo.url, note: ' Lovely ' });
    expect(response.statusCode).toBe(201);
    const suggestion = response.json<Suggestion>();
    expect(suggestion).toMatchObject({
      kind: 'new',
      placeId: null,
      placeName: 'Bark Café',
      note: 'Lovely',
      photoUrl: photo.url,
      status: 'pending',
      adminNote: null,
      reviewedAt: null,
    });
    expect(suggestion.fields).toMatchObject({
      name: 'Bark Café',
      address: null,
      maxDogSize: 'large',
    });
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.id, photo.id));
    expect(upload).toMatchObject({ attachedTo: 'suggestion', attachedId: suggestion.id });
  });

  it('refuses a photo that is not the caller’s free upload, storing nothing', async () => {
    const before = await countSuggestions();
    const theirs = await insertUpload(t.database.db, dataDir, otherId);
    for (const photo of [theirs.url, 'https://waggle.test/uploads/unknown.webp']) {
      const response = await post({ kind: 'new', fields, photo });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('photo');
    }
    expect(await countSuggestions()).toBe(before);
  });

  it('stores only the fields an edit changes', async () => {
    const response = await post({
      kind: 'edit',
      placeId,
      fields: { name: 'Riverside', fenced: true, website: 'http://riverside.example' },
      note: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Suggestion>()).toMatchObject({
      kind: 'edit',
      placeId,
      placeName: 'Riverside',
      fields: { fenced: true, website: 'http://riverside.example' },
    });
    expect(Object.keys(response.json<Suggestion>().fields).sort()).toEqual(['fenced', 'website']);
  });

  it('refuses an edit that changes nothing (400) or is for no active place (404)', async () => {
    const same = await post({
      kind: 'edit',
      placeId,
      fields: { name: 'Riverside', fenced: false },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toContain('fields');
    expect(same.json()).toMatchObject({
      error: 'validation_failed',
      details: [{ path: ['fields'], message: 'Change at least one field' }],
    });
    for (const id of [hiddenPlaceId, 999_999]) {
      const response = await post({ kind: 'edit', placeId: id, fields: { fenced: true } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('lists the caller’s own suggestions newest first, with status and admin note', async () => {
    const rejected = (
      await post({ kind: 'new', fields: { ...fields, name: 'Dull' } })
    ).json<Suggestion>();
    await t.database.db
      .update(suggestions)
      .set({ status: 'rejected', adminNote: 'Already listed', reviewedAt: new Date() })
      .where(eq(suggestions.id, rejected.id));
    await post({ kind: 'new', fields: { ...fields, name: 'Not mine' } }, other);
    const response = await mine();
    expect(response.statusCode).toBe(200);
    const list = response.json<SuggestionList>().suggestions;
    expect(list.map((suggestion) => suggestion.placeName)).toEqual([
      'Dull',
      'Riverside',
      'Bark Café',
    ]);
    expect(list[0]).toMatchObject({ status: 'rejected', adminNote: 'Already listed' });
    expect(list[0]?.reviewedAt).not.toBeNull();
    expect((await mine(other)).json<SuggestionList>().suggestions).toHaveLength(1);
  });

  it('takes an admin’s suggestion as anyone’s: pending, theirs, listed to them alone', async () => {
    const response = await post(
      { kind: 'new', fields: { ...fields, name: 'Admin’s pick' } },
      admin,
    );
    expect(response.statusCode).toBe(201);
    const suggestion = response.json<Suggestion>();
    expect(suggestion).toMatchObject({ status: 'pending', reviewedAt: null });
    const [row] = await t.database.db
      .select()
      .from(suggestions)
      .where(eq(suggestions.id, suggestion.id));
    expect(row).toMatchObject({ userId: adminId, status: 'pending' });
    const listed = (await mine(admin)).json<SuggestionList>().suggestions;
    expect(listed.map((item) => item.id)).toEqual([suggestion.id]);
    for (const who of [author, other]) {
      const theirs = (await mine(who)).json<SuggestionList>().suggestions;
      expect(theirs.map((item) => item.id)).not.toContain(suggestion.id);
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown category', { category: 'zoo' }, 'fields.category'],
    ['latitude 91', { lat: 91 }, 'fields.lat'],
    ['longitude 181', { lng: 181 }, 'fields.lng'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'fields.website'],
    ['an empty name', { name: '   ' }, 'fields.name'],
    ['a name of 121 characters', { name: 'a'.repeat(121) }, 'fields.name'],
    ['NUL in the description', { description: `a${nul}b` }, 'fields.description'],
    ['letters in the phone number', { phone: 'call me' }, 'fields.phone'],
    ['an unknown field', { stars: 5 }, 'stars'],
    ['a latitude as text', { lat: '48.8' }, 'fields.lat'],
    ['no longitude', { lng: undefined }, 'fields.lng'],
    ['a category as a number', { category: 3 }, 'fields.category'],
    ['"yes" for dogs inside', { dogsInside: 'yes' }, 'fields.dogsInside'],
    ['an unknown largest dog size', { maxDogSize: 'huge' }, 'fields.maxDogSize'],
    ['a data: website', { website: 'data:text/html,<b>hi</b>' }, 'fields.website'],
    ['an ftp: website', { website: 'ftp://example.org' }, 'fields.website'],
    [
      'a website of 501 characters',
      { website: `https://a.org/${'a'.repeat(487)}` },
      'fields.website',
    ],
    ['an address of 201 characters', { address: 'a'.repeat(201) }, 'fields.address'],
    ['a city of 101 characters', { city: 'a'.repeat(101) }, 'fields.city'],
    ['a country as a number', { country: 44 }, 'fields.country'],
    ['a description of 1,001 characters', { description: 'a'.repeat(1001) }, 'fields.description'],
    ['opening hours of 201 characters', { openingHours: 'a'.repeat(201) }, 'fields.openingHours'],
    ['a phone number of 41 characters', { phone: '1'.repeat(41) }, 'fields.phone'],
    ['a name as a number', { name: 42 }, 'fields.name'],
  ])('refuses a new place with %s (400 naming the field)', async (_case, change, field) => {
    const response = await post({ kind: 'new', fields: { ...fields, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown kind', { kind: 'delete', placeId: 1, fields: {} }, 'kind'],
    ['an edit without fields', { kind: 'edit', placeId: 1, fields: {} }, 'fields'],
    [
      'an edit with a photo',
      { kind: 'edit', placeId: 1, fields: { fenced: true }, photo: null },
      'photo',
    ],
    ['a photo that is no URL', { kind: 'new', fields, photo: '/uploads/a.webp' }, 'photo'],
    ['NUL in the note', { kind: 'new', fields, note: `a${nul}` }, 'note'],
    ['a note of 501 characters', { kind: 'new', fields, note: 'a'.repeat(501) }, 'note'],
    ['an unknown field', { kind: 'new', fields, userId: 1 }, 'userId'],
    ['an edit of place "7"', { kind: 'edit', placeId: '7', fields: { fenced: true } }, 'placeId'],
    ['an edit of place 0', { kind: 'edit', placeId: 0, fields: { fenced: true } }, 'placeId'],
    ['an edit of place 1.5', { kind: 'edit', placeId: 1.5, fields: { fenced: true } }, 'placeId'],
    ['an edit of no place', { kind: 'edit', fields: { fenced: true } }, 'placeId'],
    ['a note as a number', { kind: 'new', fields, note: 5 }, 'note'],
    ['no fields at all', { kind: 'new' }, 'fields'],
  ])('refuses %s (400 naming the field)', async (_case, body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });
});
