import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, type AdminTestKit } from '../../test/admin-test-kit';
import { errorBody } from '../../test/error-body';

const nul = String.fromCharCode(0);
const valid = {
  title: 'Walkies',
  content: 'See you in the [park](https://park.test).',
  publishedAt: '2026-05-01T09:00:00Z',
};

describe.each(testEngines)('announcements API input [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  it('answers other paths under /motd/ with a JSON 404', async () => {
    const response = await kit.call('GET', '/motd/x', null);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({
      error: 'not_found',
      message: 'No route for GET /motd/x',
    });
    expect((await kit.call('POST', '/motd/messages.json', kit.admin, {})).statusCode).toBe(404);
  });

  // Each change to a valid body, sent as a new announcement and as an edit.
  const invalidFields: [change: object, field: string][] = [
    [{ title: '  ' }, 'title'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ title: 42 }, 'title'],
    [{ title: `Hi${nul}` }, 'title'],
    [{ content: '' }, 'content'],
    [{ content: 'x'.repeat(5001) }, 'content'],
    [{ content: ['a'] }, 'content'],
    [{ content: `a${nul}b` }, 'content'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
    [{ imageUrl: 'not a url' }, 'imageUrl'],
    [{ imageUrl: `https://img.test/${'a'.repeat(500)}` }, 'imageUrl'],
    [{ imageUrl: `https://img.test/${nul}.png` }, 'imageUrl'],
    [{ imageUrl: 7 }, 'imageUrl'],
    [{ publishedAt: 'next Tuesday' }, 'publishedAt'],
    [{ publishedAt: '2026-13-01T00:00:00Z' }, 'publishedAt'],
    [{ publishedAt: '2026-05-01' }, 'publishedAt'],
    [{ publishedAt: 1_777_000_000_000 }, 'publishedAt'],
    [{ publishedAt: `2026-05-01T09:00:00Z${nul}` }, 'publishedAt'],
    [{ status: 'live' }, 'status'],
    [{ status: null }, 'status'],
    [{ priority: 101 }, 'priority'],
    [{ priority: -101 }, 'priority'],
    [{ priority: 2.5 }, 'priority'],
    [{ priority: '3' }, 'priority'],
    [{ id: 5 }, 'id'],
    [{ createdAt: '2026-05-01T09:00:00Z' }, 'createdAt'],
  ];
  const cases = [
    ...invalidFields.map(
      ([change, field]) => ['POST', '', { ...valid, ...change }, field] as const,
    ),
    ...invalidFields.map(([change, field]) => ['PATCH', '/1', change, field] as const),
    ['POST', '', { title: 'Walkies', content: 'Hi' }, 'publishedAt'],
    ['POST', '', { content: 'Hi', publishedAt: valid.publishedAt }, 'title'],
    ['PATCH', '/1', {}, 'Change at least one field'],
    ['PATCH', '/1', { title: null }, 'title'],
    ['PATCH', '/abc', { status: 'archived' }, 'id'],
    ['PATCH', '/0', { status: 'archived' }, 'id'],
    ['PATCH', '/99999999999', { status: 'archived' }, 'id'],
  ] as const;

  it.each(cases)(
    '%s /api/admin/announcements%s %j: 400 naming %s',
    async (method, path, body, field) => {
      const response = await kit.call(method, `/api/admin/announcements${path}`, kit.admin, body);
      expect(response.statusCode).toBe(400);
      const error = response.json<{ error: string; message: string }>();
      expect(error.error).toBe('validation_failed');
      expect(error.message).toContain(field);
    },
  );
});
