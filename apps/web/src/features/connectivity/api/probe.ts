import { placesPath } from '@waggle/shared/api/paths';
import type { probePlacesEndpoint } from '@waggle/shared/api/places';
import { apiUrl } from '../../../lib/api-client';
import { patternPath } from '../../../lib/api-endpoint';

// On the first paint: the descriptor is imported as a type only, so its schemas stay unloaded.
type Probe = typeof probePlacesEndpoint;

/** docs/product.md#connectivity-and-offline: the connectivity check's call. */
export const probePath = patternPath<Probe>(placesPath, { query: { limit: 1 } });
const probeMethod: Probe['method'] = 'HEAD';
/** Long enough for a slow phone network's answer, short enough not to keep anyone waiting. */
const probeTimeoutMs = 5000;

/**
 * docs/product.md#connectivity-and-offline: on the web a HEAD call says whether the product is reachable (an ok status
 * means online). One attempt, never from a cache, not through the API client's retries.
 */
export async function probeConnection(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl(probePath), {
      method: probeMethod,
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
