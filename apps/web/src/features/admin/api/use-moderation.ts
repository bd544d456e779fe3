import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { toastError } from '../../../lib/errors';
import { adminSummaryPath } from './get-admin-summary';
import { auditLogPath } from './get-audit-log';

/** The public place data (lists, pages, reviews) a moderation step can change. */
export const publicPlacesPath = '/api/locations';

/** A query key's path is `path` itself, `path` with a query string, or a path below it. */
const isUnder = (key: string, path: string) =>
  key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);

/** The queries under any of `paths` go stale, and those on screen are read again. */
function invalidatePaths(client: QueryClient, paths: readonly string[]) {
  return client.invalidateQueries({
    predicate: ({ queryKey: [key] }) =>
      typeof key === 'string' && paths.some((path) => isUnder(key, path)),
  });
}

interface Moderation<V> {
  run: (variables: V) => Promise<unknown>;
  /** The API paths whose data the step changes; the counts and the audit log always do. */
  affects: readonly string[];
  /** The success toast's title. */
  done: string | ((variables: V) => string);
  /** The failure toast's title; the failure itself is said in words under it. */
  failed: string;
}

/**
 * An admin action: a toast says how it went, and the lists it changed are read again. Their answer
 * is not trusted to hold the changed item, so the screen shows what the server lists afterwards;
 * the action stays pending until then, so its button stays busy until the list has moved.
 */
export function useModeration<V>({ run, affects, done, failed }: Moderation<V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, variables) => {
      toast({ title: typeof done === 'string' ? done : done(variables) });
    },
    onError: (error) => toastError(failed, error),
    onSettled: () => invalidatePaths(client, [adminSummaryPath, auditLogPath, ...affects]),
  });
}
