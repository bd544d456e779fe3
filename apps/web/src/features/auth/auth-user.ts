import type { AuthUser, ServerUser } from '@waggle/shared/users';

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
