import type { FastifyInstance } from 'fastify';
import type { SyncUserResponse } from '@waggle/shared/users';
import { bearer, type EmulatorUser } from './auth-emulator-client';

export const placeholderPassword = 'firebase-auth-user';

/** The body of POST /api/users the client sends after an emulator user's sign-in. */
export const syncUserBody = (user: EmulatorUser, displayName: string | null) => ({
  firebaseUID: user.uid,
  username: displayName ?? user.email,
  password: placeholderPassword,
  email: user.email,
  displayName,
  photoURL: '',
});

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
    payload: syncUserBody(user, displayName),
  });
  if (res.statusCode !== 200) throw new Error(`sync failed: ${res.statusCode} ${res.body}`);
  return res.json<SyncUserResponse>();
}
