import type { SyncUserBody, SyncUserResponse } from '@waggle/shared/users';
import { apiRequest } from '../../../lib/api-client';
import type { IdentityUser } from '../auth-user';

/** spec §7: the fixed placeholder the sync call sends as `password`; the server never stores it. */
export const syncPasswordPlaceholder = 'firebase-auth-user';

/** POST /api/users after every sign-in (spec §7). */
export async function syncUser(identity: IdentityUser): Promise<Partial<SyncUserResponse>> {
  const body: SyncUserBody = {
    firebaseUID: identity.uid,
    username: identity.displayName || identity.email || 'Anonymous',
    password: syncPasswordPlaceholder,
    email: identity.email ?? '',
    displayName: identity.displayName,
    photoURL: identity.photoURL,
  };
  const response = await apiRequest('POST', '/api/users', body);
  return (await response.json()) as Partial<SyncUserResponse>;
}
