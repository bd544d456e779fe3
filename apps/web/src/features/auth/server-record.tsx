import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from './api/use-user';
import { withServerProfile } from './auth-user';
import { setSessionUser } from './session-user';

/**
 * The server's record of the signed-in user (name, dog, admin flag), a query whose changes (a
 * saved profile among them) the signed-in user takes on. Rendered while someone is signed in.
 */
export function ServerRecord({ userId }: { userId: number }) {
  const client = useQueryClient();
  const { data: record } = useUser(userId);
  useEffect(() => {
    if (record) setSessionUser(client, (current) => current && withServerProfile(current, record));
  }, [client, record]);
  return null;
}
