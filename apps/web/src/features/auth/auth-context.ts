import { createContext, useContext } from 'react';
import type { AuthUser } from '@waggle/shared/users';

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  /** Signing in against the local Auth emulator: the dev sign-in is offered. */
  emulator: boolean;
  /** Loads the sign-in code before a tap needs it, and learns whether `emulator` is so. */
  prepareSignIn: () => void;
  signInWithGoogle: () => Promise<AuthUser | null>;
  signInWithApple: () => Promise<AuthUser | null>;
  devSignIn: (name: string, email: string) => Promise<AuthUser | null>;
  signOut: () => Promise<void>;
  /** docs/product.md#moderation: sets isAdmin on the current user (display only; the server decides). */
  makeAdmin: () => void;
  /** docs/product.md#sign-in-and-session: merges fields into the user and stores it. */
  updateProfile: (fields: Partial<Omit<AuthUser, 'id' | 'uid'>>) => Promise<void>;
  /** docs/product.md#profile-and-account: true when the account is gone and the user signed out, else false. */
  deleteAccount: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // docs/product.md#error-messages
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
