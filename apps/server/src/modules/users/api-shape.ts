import type { ServerUser } from '@waggle/shared/users';
import type { UserRow } from './repository';

/** A user row as the API shows it (docs/product.md#sign-in-and-session). */
export function toServerUser(row: UserRow): ServerUser {
  return {
    id: row.id,
    userId: row.id,
    firebaseUID: row.firebaseUid,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    dogName: row.dogName,
    dogSize: row.dogSize,
    isAdmin: row.isAdmin,
  };
}
