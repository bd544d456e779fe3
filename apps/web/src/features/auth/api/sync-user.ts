import { syncUserEndpoint } from '@waggle/shared/api/users';
import type { SyncUserBody } from '@waggle/shared/users';
import { requestJson } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/api-endpoint';
import type { IdentityUser } from '../auth-user';

/** docs/product.md#signing-in: the fixed placeholder the sync call sends as `password`; the server never stores it. */
const syncPasswordPlaceholder = 'firebase-auth-user';

// docs/product.md#error-messages "Sync response has no userId" is a case of its own: every field is read as optional.
const syncReplySchema = syncUserEndpoint.response.partial();

/** POST /api/users after every sign-in (docs/product.md#sign-in-and-session). */
export function syncUser(identity: IdentityUser) {
  const body: SyncUserBody = {
    firebaseUID: identity.uid,
    username: identity.displayName || identity.email || 'Anonymous',
    password: syncPasswordPlaceholder,
    email: identity.email ?? '',
    displayName: identity.displayName,
    photoURL: identity.photoURL,
  };
  return requestJson(
    syncUserEndpoint.method,
    endpointPath(syncUserEndpoint),
    syncReplySchema,
    body,
  );
}
