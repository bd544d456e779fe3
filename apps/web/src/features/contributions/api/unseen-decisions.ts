import { useQuery } from '@tanstack/react-query';
import type { unseenDecisionsEndpoint } from '@waggle/shared/api/contributions';
import { decisionsPath } from '@waggle/shared/api/paths';
import { patternPath } from '../../../lib/api-endpoint';
import { deferredEndpointRead } from '../../../lib/query-endpoint';

// The badge is in the bottom bar, on the first paint: the descriptor's schemas (and zod) load with
// the first call instead.
const readUnseen = deferredEndpointRead(() =>
  import('@waggle/shared/api/contributions').then((module) => module.unseenDecisionsEndpoint),
);

/**
 * How many moderators' decisions on the person's contributions they have not seen: the Profile
 * tab's badge (docs/product.md#my-contributions). Nothing is asked while signed out (`userId` null).
 */
export function useUnseenDecisions(userId: number | null): number {
  const { data } = useQuery({
    queryKey: [
      patternPath<typeof unseenDecisionsEndpoint>(decisionsPath, { params: { id: userId ?? 0 } }),
    ] as const,
    queryFn: readUnseen,
    enabled: userId !== null,
  });
  return userId === null ? 0 : (data?.unseen ?? 0);
}
