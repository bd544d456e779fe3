import type { Connectivity } from '../features/connectivity/connectivity-context';

/** The connection as a test wants it: online by default, nothing under way. */
export const connectivityFixture = (fields: Partial<Connectivity> = {}): Connectivity => ({
  online: true,
  connectionType: null,
  checking: false,
  browsingCached: false,
  retry: () => undefined,
  browseCached: () => undefined,
  ...fields,
});
