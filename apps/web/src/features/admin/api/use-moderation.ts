import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@waggle/shared/api/endpoint';
import { toast } from '../../../components/ui/toast-store';
import { toastError } from '../../../lib/errors';
import { invalidateReads } from '../../../lib/query-endpoint';

interface Moderation<V> {
  run: (variables: V) => Promise<unknown>;
  /** The endpoint `run` calls: the reads it `changes` are read again. */
  endpoint: Endpoint;
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
export function useModeration<V>({ run, endpoint, done, failed }: Moderation<V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, variables) => {
      toast({ title: typeof done === 'string' ? done : done(variables) });
    },
    onError: (error) => toastError(failed, error),
    onSettled: () => invalidateReads(client, endpoint.changes),
  });
}
