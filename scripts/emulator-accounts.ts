// Email accounts in the Firebase Auth emulator through its REST API, with real ID tokens
// (unsigned, as the emulator issues them): for tests and the load benchmark.

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function post<T>(host: string, path: string, body: object): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=any`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh ID token for an account of the emulator at `host` (host:port). */
export async function signInEmulatorAccount(
  host: string,
  email: string,
  password: string,
): Promise<EmulatorAccount> {
  const result = await post<{ localId: string; idToken: string }>(
    host,
    'accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
  );
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/** A new email account in the emulator at `host`, signed in. */
export async function createEmulatorAccount(
  host: string,
  email: string,
  displayName?: string,
): Promise<EmulatorAccount> {
  const password = 'walkies-123';
  await post(host, 'accounts:signUp', { email, password, displayName });
  // The token comes from a sign-in after the sign-up: the sign-up's own token carries the
  // request's start as auth_time but the account's validSince from a moment later, and when a
  // second boundary falls between the two, firebase-admin (which checks revocation against the
  // emulator) rejects it as revoked.
  return signInEmulatorAccount(host, email, password);
}

/** The password field the app sends with a sign-in; the server never keeps it. */
export const placeholderPassword = 'firebase-auth-user';

/** What the app sends the server after a sign-in (POST /api/users). */
export const appSignInBody = (
  account: { uid: string; email: string },
  displayName: string | null,
) => ({
  firebaseUID: account.uid,
  username: displayName ?? account.email,
  password: placeholderPassword,
  email: account.email,
  displayName,
  photoURL: '',
});

/** Signs `account` in to the server at `serverUrl` as the app does after a sign-in: its user id. */
export async function signInToServer(
  serverUrl: string,
  account: { uid: string; email: string; idToken: string },
  displayName: string | null,
): Promise<number> {
  const response = await fetch(`${serverUrl}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(appSignInBody(account, displayName)),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { userId: number }).userId;
}
