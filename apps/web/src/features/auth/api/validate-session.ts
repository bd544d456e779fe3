import { validateSessionResponseSchema, type ServerUser } from '@waggle/shared/users';
import { sendRequest } from '../../../lib/api-client';

export type SessionCheck =
  | { outcome: 'valid'; user: ServerUser; foundBy: 'firebaseUID' | undefined }
  | { outcome: 'invalid' }
  /** the call itself failed (network, 5xx): spec §4 step 5 keeps the stored user */
  | { outcome: 'failed' };

/** POST /api/validate-user-session. A 401 (no or bad token) counts as "not valid". */
export async function validateSession(uid: string, userId: number): Promise<SessionCheck> {
  let response: Response;
  try {
    response = await sendRequest('POST', '/api/validate-user-session', {
      firebaseUID: uid,
      userId,
    });
  } catch {
    return { outcome: 'failed' };
  }
  if (response.status === 401) return { outcome: 'invalid' };
  if (!response.ok) return { outcome: 'failed' };
  const result = validateSessionResponseSchema.safeParse(await response.json().catch(() => null));
  if (!result.success) return { outcome: 'failed' };
  const { valid, user, foundBy } = result.data;
  return valid && user ? { outcome: 'valid', user, foundBy } : { outcome: 'invalid' };
}
