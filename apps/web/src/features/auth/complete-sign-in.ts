import { toast } from '../../components/ui/toast-store';
import { isNativePlatform } from '../../lib/platform';
import { syncUser } from './api/sync-user';
import { storeUser, toAuthUser, type AuthUser, type IdentityUser } from './auth-user';

const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'Unknown error';

/** spec §4 Sign-in, after the identity provider answered: sync to the server, store locally. */
export async function completeSignIn(identity: IdentityUser): Promise<AuthUser | null> {
  let synced: Awaited<ReturnType<typeof syncUser>>;
  try {
    synced = await syncUser(identity);
  } catch (error) {
    if (isNativePlatform()) {
      // spec §8: in the native shell the user stays signed in locally.
      toast({
        variant: 'destructive',
        title: 'Database Connection Issue',
        description: `Failed to sync user data. Your session is saved locally. Identity UID: ${identity.uid.slice(0, 8)}...`,
      });
      const local = toAuthUser(identity);
      await storeUser(local);
      return local;
    }
    synced = { message: messageOf(error) };
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
  await storeUser(user);
  return user;
}
