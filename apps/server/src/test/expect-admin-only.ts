import { expect } from 'vitest';
import type { AdminTestKit } from './admin-test-kit';

/**
 * docs/architecture.md#http-api /api/admin/...: the route answers 401 signed out, 403 to a signed-in member, and
 * `adminStatus` to an admin.
 */
type Call = Parameters<AdminTestKit['call']>;

export async function expectAdminOnly(
  kit: AdminTestKit,
  method: Call[0],
  url: string,
  body: Call[3],
  adminStatus: number,
) {
  const signedOut = await kit.call(method, url, null, body);
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.json<{ error: string }>().error).toBe('unauthorized');
  const refused = await kit.call(method, url, kit.member, body);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ error: 'forbidden', message: 'Only admins can do this.' });
  expect((await kit.call(method, url, kit.admin, body)).statusCode).toBe(adminStatus);
}
