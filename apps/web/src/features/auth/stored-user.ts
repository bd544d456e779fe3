import type { AuthUser } from '@waggle/shared/users';
import { storage } from '../../lib/storage';

export const storedUserKey = 'authUser';

/**
 * The one place that writes or removes the stored copy of the signed-in user: written while
 * someone is signed in, removed once nobody is.
 */
export const keepStoredUser = (user: AuthUser | null): Promise<void> =>
  user ? storage.set(storedUserKey, JSON.stringify(user)) : storage.remove(storedUserKey);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Whether an earlier visit left a copy: start-up then loads the session code, which reads it. */
export const hasStoredUser = async (): Promise<boolean> =>
  Boolean(await storage.get(storedUserKey));

/**
 * The copy an earlier visit stored, checked against the schema; one that does not read as a
 * signed-in user is dropped. The schema (and zod) load here, not with the app's entry.
 */
export async function readStoredUser(): Promise<AuthUser | null> {
  const raw = await storage.get(storedUserKey);
  if (!raw) return null;
  const { authUserSchema } = await import('@waggle/shared/users');
  const user = authUserSchema.safeParse(parseJson(raw));
  if (user.success) return user.data;
  await keepStoredUser(null);
  return null;
}
