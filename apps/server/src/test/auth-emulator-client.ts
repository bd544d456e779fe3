import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createEmulatorAccount } from '../../../../scripts/emulator-accounts';

const projectId = 'demo-waggle';
const base = () => `http://${inject('authEmulatorHost')}`;

/** `asOwner` calls with the emulator's admin credential; a sign-up must not (it gets no token). */
async function call<T>(path: string, body: object, asOwner = false): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(asOwner ? { authorization: 'Bearer owner' } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

const newEmail = () => `dog-owner-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A new email-and-password account in the emulator with a real ID token (unsigned, as the
 * emulator issues them); its email is not verified.
 */
export async function createEmulatorUser(
  displayName?: string,
  address = newEmail(),
): Promise<EmulatorUser> {
  const { uid, idToken } = await createEmulatorAccount(
    inject('authEmulatorHost'),
    address,
    displayName,
  );
  return { uid, email: address, idToken };
}

/** A Google account with a verified email, as Google sign-in gives (the emulator's fake IdP). */
export async function createVerifiedGoogleUser(email = newEmail()): Promise<EmulatorUser> {
  const claims = { sub: randomUUID(), email, email_verified: true, name: 'Verified Person' };
  const result = await call<{ localId: string; idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any',
    {
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    },
  );
  return { uid: result.localId, email, idToken: result.idToken };
}

export async function emulatorAccountExists(uid: string): Promise<boolean> {
  const result = await call<{ users?: unknown[] }>(
    `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    { localId: [uid] },
    true,
  );
  return (result.users ?? []).length > 0;
}

/** Disables the account, as an operator does in the Firebase console. */
export async function disableEmulatorUser(uid: string): Promise<void> {
  await call(
    `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    { localId: uid, disableUser: true },
    true,
  );
}

/** Deletes the account, as an operator does in the Firebase console. */
export async function deleteEmulatorUser(uid: string): Promise<void> {
  await call(
    `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:delete`,
    { localId: uid },
    true,
  );
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token shaped like the emulator's, but expired an hour ago. */
export function expiredIdToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

export const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });
