import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  markDecisionsSeenEndpoint,
  unseenDecisionsEndpoint,
} from '@waggle/shared/api/contributions';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { endpointQueryOptions, invalidateReads } from '../../../lib/query-endpoint';

/**
 * How many moderators' decisions on the person's contributions they have not seen: the Profile
 * tab's badge (docs/product.md#my-contributions). Nothing is asked while signed out (`userId` null).
 */
export function useUnseenDecisions(userId: number | null): number {
  const { data } = useQuery({
    ...endpointQueryOptions(unseenDecisionsEndpoint, { params: { id: userId ?? 0 } }),
    enabled: userId !== null,
  });
  return userId === null ? 0 : (data?.unseen ?? 0);
}

/** Marks every decision so far as seen ("My contributions" is on screen). */
export function useMarkDecisionsSeen(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendEndpoint(markDecisionsSeenEndpoint, { params: { id: userId } }),
    onSuccess: () => invalidateReads(client, markDecisionsSeenEndpoint.changes),
  });
}
