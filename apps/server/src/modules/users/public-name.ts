/** Anything shaped like an email address (`x@y`), so that no variant of one is shown. */
const looksLikeEmail = (name: string) => /[^\s@]@[^\s@]/.test(name);

const showable = (name: string | null): name is string =>
  name !== null && name.trim() !== '' && !looksLikeEmail(name);

/**
 * The name other people see for a user. The username falls back to the account's email (docs/product.md#profile-and-account),
 * which is never shown: the display name, else the username, whichever is not an email address,
 * else "Anonymous" (docs/product.md#signed-in-user).
 */
export function publicName(user: { displayName: string | null; username: string }): string {
  return [user.displayName, user.username].find(showable) ?? 'Anonymous';
}
