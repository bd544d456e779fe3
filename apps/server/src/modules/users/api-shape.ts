import type { AdminUser } from '@waggle/shared/admin';
import type { ServerUser } from '@waggle/shared/users';
import { adminByConfig } from './admin-rights';
import type { AdminUserRow, UserRow } from './repository';

/**
 * A profile photo's address as the API may pass it on: https only, else none
 * (docs/product.md#profile-and-account). Also on reading, for rows stored before the rule.
 */
export function httpsPhotoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A user row as the API shows it (docs/product.md#sign-in-and-session). */
export function toServerUser(row: UserRow): ServerUser {
  return {
    id: row.id,
    userId: row.id,
    firebaseUID: row.firebaseUid,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    photoURL: httpsPhotoUrl(row.photoUrl),
    dogName: row.dogName,
    dogSize: row.dogSize,
    isAdmin: row.isAdmin,
  };
}

/** Anything shaped like an email address (`x@y`), so that no variant of one is shown. */
const looksLikeEmail = (name: string) => /[^\s@]@[^\s@]/.test(name);

const showable = (name: string | null): name is string =>
  name !== null && name.trim() !== '' && !looksLikeEmail(name);

/** The columns a user's public name is made of. */
interface Named {
  id: number;
  displayName: string | null;
  username: string;
}

/**
 * The name other people see for a user. The username falls back to the account's email (docs/product.md#profile-and-account),
 * which is never shown: the display name, else the username, whichever is not an email address,
 * else "Anonymous" (docs/product.md#signed-in-user).
 */
export function publicName(user: Omit<Named, 'id'>): string {
  return [user.displayName, user.username].find(showable) ?? 'Anonymous';
}

/** A person another record names (an author, a reporter, an admin), by their public name. */
export const toPerson = (user: Named | null) => user && { id: user.id, name: publicName(user) };

/** `adminEmails`: ADMIN_EMAILS, whose verified addresses the admin area cannot revoke. */
export const toAdminUser = (row: AdminUserRow, adminEmails: readonly string[]): AdminUser => ({
  id: row.id,
  name: publicName(row),
  email: row.email,
  isAdmin: row.isAdmin,
  adminByConfig: adminByConfig(row, adminEmails),
  createdAt: row.createdAt.toISOString(),
});
