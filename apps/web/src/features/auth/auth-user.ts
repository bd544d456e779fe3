import type { DogSize } from '@waggle/shared/domain';
import type { ServerUser } from '@waggle/shared/users';
import { storage } from '../../lib/storage';

/** docs/product.md#sign-in-and-session "Signed-in user (held on the client)". */
export interface AuthUser {
  /** numeric, 0 until the server assigns one */
  id: number;
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
  isAdmin: boolean;
  dogName?: string;
  dogSize?: DogSize;
}

/** What the identity provider says about a signed-in person. */
export interface IdentityUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** Who is signed in: the persisted copy, and the server's record when the server answered. */
export interface SignedIn {
  user: AuthUser;
  server: ServerUser | null;
}

export const storedUserKey = 'authUser';

export function toAuthUser(identity: IdentityUser, server?: ServerUser): AuthUser {
  return {
    id: server?.id ?? 0,
    uid: identity.uid,
    displayName: server?.displayName || identity.displayName || 'Anonymous User',
    email: identity.email ?? '',
    photoURL: identity.photoURL ?? '',
    isAdmin: server?.isAdmin ?? false,
    ...(server?.dogName ? { dogName: server.dogName } : {}),
    ...(server?.dogSize ? { dogSize: server.dogSize } : {}),
  };
}

/** Server fields win; a field the server cleared is removed. */
export function withServerProfile(user: AuthUser, server: ServerUser): AuthUser {
  const { dogName: _name, dogSize: _size, ...rest } = user;
  return {
    ...rest,
    id: server.id,
    displayName: server.displayName || user.displayName,
    isAdmin: server.isAdmin,
    ...(server.dogName ? { dogName: server.dogName } : {}),
    ...(server.dogSize ? { dogSize: server.dogSize } : {}),
  };
}

/** The server's record with profile fields changed on the client merged in (docs/product.md#profile-and-account updateProfile). */
export function withProfileFields(
  server: ServerUser,
  fields: Partial<Omit<AuthUser, 'id' | 'uid'>>,
): ServerUser {
  return {
    ...server,
    ...(fields.displayName !== undefined ? { displayName: fields.displayName } : {}),
    ...(fields.isAdmin !== undefined ? { isAdmin: fields.isAdmin } : {}),
    ...('dogName' in fields ? { dogName: fields.dogName ?? null } : {}),
    ...('dogSize' in fields ? { dogSize: fields.dogSize ?? null } : {}),
  };
}

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.uid === 'string' && user.uid !== '';
}

export async function readStoredUser(): Promise<AuthUser | null> {
  const raw = await storage.get(storedUserKey);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const storeUser = (user: AuthUser) => storage.set(storedUserKey, JSON.stringify(user));
export const clearStoredUser = () => storage.remove(storedUserKey);
