import { validateSessionEndpoint } from '@waggle/shared/api/users';
import type { ServerUser } from '@waggle/shared/users';
import { ApiResponseError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api-endpoint';

export type SessionCheck =
  | { outcome: 'valid'; user: ServerUser; foundBy: 'firebaseUID' | undefined }
  | { outcome: 'invalid' }
  /** the call itself failed (network, 5xx, an unreadable answer): docs/product.md#start-up-session-check keeps the user */
  | { outcome: 'failed' };

/** POST /api/validate-user-session. A 401 (no or bad token) counts as "not valid". */
export async function validateSession(uid: string, userId: number): Promise<SessionCheck> {
  try {
    const { valid, user, foundBy } = await callEndpoint(validateSessionEndpoint, {
      body: { firebaseUID: uid, userId },
    });
    return valid && user ? { outcome: 'valid', user, foundBy } : { outcome: 'invalid' };
  } catch (error) {
    return error instanceof ApiResponseError && error.status === 401
      ? { outcome: 'invalid' }
      : { outcome: 'failed' };
  }
}
