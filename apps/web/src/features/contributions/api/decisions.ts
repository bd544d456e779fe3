import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markDecisionsSeenEndpoint } from '@waggle/shared/api/contributions';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { invalidateReads } from '../../../lib/query-endpoint';

/** Marks every decision so far as seen ("My contributions" is on screen). */
export function useMarkDecisionsSeen(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendEndpoint(markDecisionsSeenEndpoint, { params: { id: userId } }),
    onSuccess: () => invalidateReads(client, markDecisionsSeenEndpoint.changes),
  });
}
