import { syncUserResponseSchema, type SyncUserBody } from '@waggle/shared/users';
import { requestJson } from '../../../lib/api-client';
import type { IdentityUser } from '../auth-user';

/** spec §7: the fixed placeholder the sync call sends as `password`; the server never stores it. */
export const syncPasswordPlaceholder = 'firebase-auth-user';

// spec §8 "Sync response has no userId" is a case of its own: every field is read as optional.
const syncReplySchema = syncUserResponseSchema.partial();

/** POST /api/users after every sign-in (spec §7). */
export function syncUser(identity: IdentityUser) {
  const body: SyncUserBody = {
    firebaseUID: identity.uid,
    username: identity.displayName || identity.email || 'Anonymous',
    password: syncPasswordPlaceholder,
    email: identity.email ?? '',
    displayName: identity.displayName,
    photoURL: identity.photoURL,
  };
  return requestJson('POST', '/api/users', syncReplySchema, body);
}
