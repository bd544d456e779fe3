import { useQuery } from '@tanstack/react-query';
import { townsEndpoint } from '@waggle/shared/api/places';
import { townsQuerySchema } from '@waggle/shared/places';
import { endpointQueryOptions } from '../../../lib/query-endpoint';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** How long the typed letters stay put before the server is asked. */
const townsDelayMs = 300;

/**
 * docs/product.md#looking-near-a-town: the towns starting with the letters, once typing pauses;
 * `asked` is the letters the answer is for, null while there is nothing to ask.
 */
export function useTowns(text: string) {
  const settled = useDebouncedValue(text.trim(), townsDelayMs);
  const asked = townsQuerySchema.safeParse({ q: settled }).data;
  const query = useQuery({
    ...endpointQueryOptions(townsEndpoint, { query: { q: asked?.q ?? '' } }),
    enabled: asked !== undefined,
  });
  // Nothing asked while the field holds too few letters (just cleared, say), whatever settled.
  const typed = townsQuerySchema.safeParse({ q: text }).success;
  return { ...query, asked: typed ? (asked?.q ?? null) : null };
}
