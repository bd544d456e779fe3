import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { emulatorProjectId } from '@waggle/shared/auth-config';
import type { Env } from './env';
import { serviceUnavailable, unauthorized } from './http-error';

/** Who a verified Firebase ID token says the caller is. */
export interface Identity {
  uid: string;
  email: string;
  /** The provider vouches for the email (Google and Apple do); only then can it make an admin. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

interface VerifyOptions {
  /**
   * Also ask the identity provider whether the account was disabled, deleted or signed out
   * everywhere since the token was issued: one request to it.
   */
  checkRevoked: boolean;
}

export interface IdentityService {
  verify(idToken: string, options: VerifyOptions): Promise<Identity>;
  deleteAccount(uid: string): Promise<void>;
  close(): Promise<void>;
}

/** The port of FIREBASE_AUTH_EMULATOR_HOST (host:port), if set. */
export function emulatorPort(env: Env): number | undefined {
  const hostAndPort = env.FIREBASE_AUTH_EMULATOR_HOST;
  return hostAndPort ? Number(hostAndPort.slice(hostAndPort.lastIndexOf(':') + 1)) : undefined;
}

const tokenProblems: Record<string, string> = {
  'auth/id-token-expired': 'Your sign-in has expired. Please sign in again.',
  'auth/id-token-revoked': 'Your sign-in was revoked. Please sign in again.',
  'auth/user-disabled': 'This account is closed.',
  'auth/user-not-found': 'This account is closed.',
};

/** PostgreSQL text cannot hold NUL; a provider's claims are not ours to refuse. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Verifies Firebase ID tokens with firebase-admin (docs/architecture.md#sign-in-and-accounts): against the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set (firebase-admin reads it from the process
 * environment), otherwise against the real project.
 * Without a project nothing can be verified, and every signed-in route answers 503.
 */
export function createIdentityService(env: Env): IdentityService {
  const projectId =
    env.FIREBASE_PROJECT_ID ?? (env.FIREBASE_AUTH_EMULATOR_HOST ? emulatorProjectId : undefined);
  if (!projectId) {
    const unavailable = () =>
      Promise.reject(serviceUnavailable('Sign-in is not configured on this server.'));
    return { verify: unavailable, deleteAccount: unavailable, close: () => Promise.resolve() };
  }
  const app: App = initializeApp({ projectId }, `waggle-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken, { checkRevoked }) {
      try {
        const token = await auth.verifyIdToken(idToken, checkRevoked);
        return {
          uid: token.uid,
          email: (token.email ?? '').toLowerCase(),
          emailVerified: token.email_verified === true,
          name: typeof token.name === 'string' ? withoutNul(token.name) : null,
          picture: token.picture ? withoutNul(token.picture) : null,
        };
      } catch (error) {
        const message = tokenProblems[authErrorCode(error)] ?? 'The sign-in token is not valid.';
        throw unauthorized(message);
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (authErrorCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
