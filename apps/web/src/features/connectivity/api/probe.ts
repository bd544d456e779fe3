import { apiUrl } from '../../../lib/api-client';

/** docs/product.md#connectivity-and-offline: the connectivity check's call. */
export const probePath = '/api/locations?limit=1';
/** Long enough for a slow phone network's answer, short enough not to keep anyone waiting. */
export const probeTimeoutMs = 5000;

/**
 * docs/product.md#connectivity-and-offline: on the web a HEAD call says whether the product is reachable (an ok status
 * means online). One attempt, never from a cache, not through the API client's retries.
 */
export async function probeConnection(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl(probePath), {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
