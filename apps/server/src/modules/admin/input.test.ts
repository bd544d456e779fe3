import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/test-database';
import { createAdminTestKit, type AdminTestKit } from '../../test/admin-test-kit';

const nul = String.fromCharCode(0);

describe.each(testEngines)('admin API input [%s]', (engine) => {
  let kit: AdminTestKit;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
  });
  afterAll(() => kit.close());

  it.each([
    ['POST', '/api/admin/suggestions/abc/approve', {}, 'id'],
    ['POST', '/api/admin/suggestions/1/approve', { fields: { name: ' ' } }, 'fields.name'],
    ['POST', '/api/admin/suggestions/1/approve', { fields: { lat: 91 } }, 'fields.lat'],
    ['POST', '/api/admin/suggestions/1/approve', { adminNote: `a${nul}` }, 'adminNote'],
    ['POST', '/api/admin/suggestions/1/approve', { status: 'approved' }, 'status'],
    ['POST', '/api/admin/suggestions/1/reject', {}, 'adminNote'],
    ['POST', '/api/admin/suggestions/1/reject', { adminNote: '   ' }, 'adminNote'],
    ['POST', '/api/admin/suggestions/1/reject', { adminNote: 'x'.repeat(501) }, 'adminNote'],
    ['POST', '/api/admin/reports/1/resolve', { action: 'delete' }, 'action'],
    ['POST', '/api/admin/reports/0/resolve', { action: 'hide' }, 'id'],
    ['POST', '/api/admin/photos/remove', { url: '' }, 'url'],
    ['POST', '/api/admin/photos/remove', { url: `https://x.test/${nul}` }, 'url'],
    ['PATCH', '/api/admin/places/1', { fields: { website: 'javascript:alert(1)' } }, 'website'],
    ['PATCH', '/api/admin/places/1', { fields: { phone: 'call me' } }, 'fields.phone'],
    ['PATCH', '/api/admin/places/1', { fields: {} }, 'fields'],
    ['PATCH', '/api/admin/places/1', { status: 'gone' }, 'status'],
    ['PATCH', '/api/admin/places/1', { status: 'hidden' }, 'reason'],
    ['PATCH', '/api/admin/places/1', { status: 'hidden', reason: ' ' }, 'reason'],
    ['POST', '/api/admin/reviews/1/hide', {}, 'reason'],
    ['GET', '/api/admin/audit?kind=lunch', undefined, 'kind'],
    ['GET', '/api/admin/audit?actor=abc', undefined, 'actor'],
    ['PATCH', '/api/admin/places/1', {}, 'change a field or the status'],
    ['PATCH', '/api/admin/users/1', { isAdmin: 'yes' }, 'isAdmin'],
    ['GET', '/api/admin/places?limit=0', undefined, 'limit'],
    ['GET', `/api/admin/users?q=${'a'.repeat(101)}`, undefined, 'q'],
    ['GET', '/api/admin/users?sort=name', undefined, 'sort'],
  ] as const)('%s %s %j: 400 naming %s', async (method, url, body, field) => {
    const response = await kit.call(method, url, kit.admin, body);
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: string; message: string }>();
    expect(error.error).toBe('validation_failed');
    expect(error.message).toContain(field);
  });
});
