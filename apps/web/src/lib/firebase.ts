import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { authEmulatorEndpoint } from '@waggle/shared/api/auth';
import { webEnv } from '../env';
import { ApiResponseError } from './api-client';
import { callEndpoint } from './api-endpoint';
import { isNativePlatform } from './platform';

// This module is loaded on demand, so the Firebase SDK stays out of the first paint.

export interface FirebaseSetup {
  auth: Auth;
  /** True against the local Auth emulator: dev sign-in is offered, Google's script is not needed. */
  emulator: boolean;
}

/** docs/product.md#sign-in-and-session: the identity service counts as not initialised without its configuration. */
const notInitializedMessage = 'Firebase not initialized. Please check your configuration.';

/** The server's Auth emulator; null when it has none (the route exists only then). */
async function emulatorConfig() {
  try {
    return await callEndpoint(authEmulatorEndpoint);
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return null;
    throw error;
  }
}

function createAuth(options: {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}) {
  const app = getApps()[0] ?? initializeApp(options);
  // getAuth's persistence, but without its popup/redirect resolver: with one, a phone's browser
  // loads Google's script while Firebase starts, and the signed-in user is not read until it has
  // (never, where Google is blocked). The sign-in calls pass the resolver themselves
  // (web-sign-in.ts). In the native web view the resolver cannot load at all.
  return initializeAuth(app, {
    persistence: isNativePlatform()
      ? indexedDBLocalPersistence
      : [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
}

async function setUp(): Promise<FirebaseSetup | null> {
  const config = webEnv().firebase;
  if (config) return { auth: createAuth(config), emulator: false };
  const emulator = await emulatorConfig();
  if (!emulator) return null;
  const auth = createAuth({
    apiKey: 'local-emulator',
    authDomain: window.location.host,
    projectId: emulator.projectId,
  });
  connectAuthEmulator(auth, `http://${window.location.hostname}:${emulator.port}`, {
    disableWarnings: true,
  });
  return { auth, emulator: true };
}

let setup: Promise<FirebaseSetup | null> | undefined;
let readyAuth: Auth | null = null;

/**
 * Firebase, from the build's configuration or else the server's Auth emulator; null if neither.
 * A set-up that failed (offline) is tried again next time.
 */
export function getFirebase(): Promise<FirebaseSetup | null> {
  setup ??= setUp().then(
    (firebase) => {
      readyAuth = firebase?.auth ?? null;
      return firebase;
    },
    (error: unknown) => {
      setup = undefined;
      throw error;
    },
  );
  return setup;
}

/** The signed-in user's ID token once Firebase is set up (never waits for the set-up itself). */
export async function currentIdToken(): Promise<string | null> {
  return readyAuth?.currentUser ? readyAuth.currentUser.getIdToken() : null;
}

export async function requireFirebase(): Promise<FirebaseSetup> {
  const firebase = await getFirebase();
  if (!firebase) throw new Error(notInitializedMessage);
  return firebase;
}
