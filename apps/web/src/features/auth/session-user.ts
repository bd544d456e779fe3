import { hashKey, useQueryClient, type QueryClient, type Updater } from '@tanstack/react-query';
import type { AuthUser } from '@waggle/shared/users';
import { useCallback, useSyncExternalStore } from 'react';
import { keepStoredUser } from './stored-user';

/**
 * Who is signed in (null: nobody) is held in the query cache under this one key. Nothing fetches
 * it: start-up, sign-in and the auth provider's actions write it.
 */
const sessionUserKey = ['session-user'] as const;
const sessionUserHash = hashKey(sessionUserKey);

const isSessionUser = ({ query }: { query: { queryHash: string } }) =>
  query.queryHash === sessionUserHash;

const readSessionUser = (client: QueryClient): AuthUser | null =>
  client.getQueryData<AuthUser | null>(sessionUserKey) ?? null;

/** Writes who is signed in (null: nobody), or changes them through a function of who is. */
export function setSessionUser(
  client: QueryClient,
  update: Updater<AuthUser | null, AuthUser | null>,
) {
  // No screen observes the entry as a query: it must never be collected as unused.
  client.setQueryDefaults(sessionUserKey, { gcTime: Infinity });
  client.setQueryData<AuthUser | null>(sessionUserKey, (current) =>
    typeof update === 'function' ? update(current ?? null) : update,
  );
}

/**
 * The signed-in user, read from the cache. Read as an external store, not a query: a change shows
 * in the same render as the action that made it (sign-out clears the user before it waits).
 */
export function useSessionUser(): AuthUser | null {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (isSessionUser(event)) changed();
      }),
    [client],
  );
  return useSyncExternalStore(subscribe, () => readSessionUser(client));
}

/**
 * Keeps the stored copy in step with the cached user, whichever way it changed: written while
 * someone is signed in, removed once nobody is. Returns the unsubscribe.
 */
export const mirrorSessionUser = (client: QueryClient): (() => void) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isSessionUser(event)) {
      keepStoredUser(readSessionUser(client)).catch(() => undefined);
    }
  });
