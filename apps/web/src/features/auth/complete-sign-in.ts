import { anonymousDisplayName, type AuthUser, type ServerUser } from '@waggle/shared/users';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { isNativePlatform } from '../../lib/platform';
import { syncUser } from './api/sync-user';
import type { IdentityUser, SignedIn } from './auth-user';
import { keepStoredUser } from './stored-user';

function toAuthUser(identity: IdentityUser, server?: ServerUser): AuthUser {
  return {
    id: server?.id ?? 0,
    uid: identity.uid,
    displayName: server?.displayName || identity.displayName || anonymousDisplayName,
    email: identity.email ?? '',
    photoURL: identity.photoURL ?? '',
    isAdmin: server?.isAdmin ?? false,
    ...(server?.dogName ? { dogName: server.dogName } : {}),
    ...(server?.dogSize ? { dogSize: server.dogSize } : {}),
  };
}

/** docs/product.md#sign-in-and-session Sign-in, after the identity provider answered: sync to the server, store locally. */
export async function completeSignIn(identity: IdentityUser): Promise<SignedIn | null> {
  let synced: Awaited<ReturnType<typeof syncUser>>;
  try {
    synced = await syncUser(identity);
  } catch (error) {
    if (isNativePlatform()) {
      // docs/product.md#error-messages: in the native shell the user stays signed in locally.
      toast({
        variant: 'destructive',
        title: 'Database Connection Issue',
        description: `Failed to sync user data. Your session is saved locally. Identity UID: ${identity.uid.slice(0, 8)}...`,
      });
      const local = toAuthUser(identity);
      await keepStoredUser(local);
      return { user: local, server: null };
    }
    // What failed, in words (never a status and JSON): the first sentence, as the message in
    // docs/product.md#error-messages already asks to try again.
    synced = { message: errorMessage(error).replace(/\..*$/, '') };
  }
  if (!synced.userId || !synced.user) {
    toast({
      variant: 'destructive',
      title: 'Authentication Error',
      description: `Database sync failed: ${synced.message || 'Unknown error'}. Please try again.`,
    });
    return null;
  }
  const user = toAuthUser(identity, synced.user);
  await keepStoredUser(user);
  return { user, server: synced.user };
}
