import type { AuthUser } from '@waggle/shared/users';
import type { AuthContextValue } from '../features/auth/auth-context';

/** A signed-in user who is not an admin. */
export const kim: AuthUser = {
  id: 2,
  uid: 'uid-2',
  displayName: 'Kim',
  email: 'kim@example.com',
  photoURL: '',
  isAdmin: false,
};

/** The auth context with `user` signed in (null: nobody), sign-in done, every action inert. */
export const authFixture = (user: AuthUser | null): AuthContextValue => ({
  user,
  loading: false,
  emulator: false,
  prepareSignIn: () => undefined,
  signInWithGoogle: () => Promise.resolve(null),
  signInWithApple: () => Promise.resolve(null),
  devSignIn: () => Promise.resolve(null),
  signOut: () => Promise.resolve(),
  makeAdmin: () => undefined,
  updateProfile: () => Promise.resolve(),
  deleteAccount: () => Promise.resolve(false),
});
