import type { FastifyInstance } from 'fastify';
import type { SyncUserResponse } from '@waggle/shared/users';
import { appSignInBody } from '../../../../scripts/emulator-accounts';
import { bearer, type EmulatorUser } from './auth-emulator-client';

export { placeholderPassword } from '../../../../scripts/emulator-accounts';

/** Signs an emulator user in to the app the way the client does after sign-in (POST /api/users). */
export async function syncUser(
  app: FastifyInstance,
  user: EmulatorUser,
  displayName: string | null = 'Alex',
): Promise<SyncUserResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(user),
    payload: appSignInBody(user, displayName),
  });
  if (res.statusCode !== 200) throw new Error(`sync failed: ${res.statusCode} ${res.body}`);
  return res.json<SyncUserResponse>();
}
