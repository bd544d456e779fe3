import type { BrowserContext, Page } from '@playwright/test';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  type Auth,
} from 'firebase/auth';
import { authEmulatorConfigSchema } from '@waggle/shared/auth-config';
import { syncUserResponseSchema, type SyncUserBody } from '@waggle/shared/users';

// A signed-in browser without the sign-in screen: the session the app keeps between visits,
// made once per worker and person through the Auth emulator and the server, as the dev sign-in
// form makes it. Only the tests of signing in itself go through the screen.

type StorageState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>;

/**
 * Where the app's Firebase keeps its signed-in user (src/lib/firebase.ts: the default app, the
 * emulator's API key): the SDK's own record of it, which the app reads back at start-up.
 */
const firebaseUserKey = 'firebase:authUser:local-emulator:[DEFAULT]';
/** Where the app keeps who is signed in (src/features/auth/auth-user.ts). */
const appUserKey = 'authUser';

let emulatorAuth: Promise<Auth> | undefined;
const sessions = new Map<string, Promise<StorageState>>();

/** The Firebase Auth of this worker, on the suite's emulator (the server says where it is). */
function authOnEmulator(page: Page): Promise<Auth> {
  emulatorAuth ??= (async () => {
    const answer = await page.request.get('/api/auth/emulator');
    const { port, projectId } = authEmulatorConfigSchema.parse(await answer.json());
    const app = initializeApp({ apiKey: 'local-emulator', projectId });
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    const { hostname } = new URL(answer.url());
    connectAuthEmulator(auth, `http://${hostname}:${port}`, { disableWarnings: true });
    return auth;
  })();
  return emulatorAuth;
}

async function makeSession(page: Page, name: string, email: string): Promise<StorageState> {
  // The made-up Google identity of the dev sign-in form (src/features/auth/session.ts).
  const claims = { sub: `dev-${email.toLowerCase()}`, email, name, email_verified: true };
  const { user } = await signInWithCredential(
    await authOnEmulator(page),
    GoogleAuthProvider.credential(JSON.stringify(claims)),
  );
  // Then what the app does after every sign-in: POST /api/users, and keep the answer.
  const body: SyncUserBody = {
    firebaseUID: user.uid,
    username: name,
    password: 'firebase-auth-user',
    email,
    displayName: name,
    photoURL: null,
  };
  const answer = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${await user.getIdToken()}` },
    data: body,
  });
  if (!answer.ok()) throw new Error(`POST /api/users: ${answer.status()} ${await answer.text()}`);
  const { user: server } = syncUserResponseSchema.parse(await answer.json());
  const appUser = {
    id: server.id,
    uid: user.uid,
    displayName: server.displayName || name,
    email,
    photoURL: '',
    isAdmin: server.isAdmin,
  };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(answer.url()).origin,
        localStorage: [
          { name: firebaseUserKey, value: JSON.stringify(user.toJSON()) },
          { name: appUserKey, value: JSON.stringify(appUser) },
        ],
      },
    ],
  };
}

/**
 * Gives `page`'s browser the session of `name` <`email`> (replacing what it stored), made the
 * first time this worker needs it. The app restores it on the next page it opens.
 */
export async function useSession(page: Page, name: string, email: string): Promise<void> {
  let session = sessions.get(email);
  if (!session) {
    session = makeSession(page, name, email);
    sessions.set(email, session);
    session.catch(() => sessions.delete(email));
  }
  await page.context().setStorageState(await session);
}

/** The ID token of the session `useSession` made for `email`, for calling the API as them. */
export async function idTokenOf(email: string): Promise<string> {
  const session = await sessions.get(email);
  const stored = session?.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === firebaseUserKey)?.value;
  const user = JSON.parse(stored ?? 'null') as {
    stsTokenManager?: { accessToken?: string };
  } | null;
  const token = user?.stsTokenManager?.accessToken;
  if (!token) throw new Error(`no session for ${email}`);
  return token;
}
