import { describe, expect, inject, it } from 'vitest';
import { seedSyntheticPlaces } from '../src/seed/synthetic-places';
import { createTestApp } from '../src/test/test-app';
import { testEngines } from '../src/test/test-database';
import {
  collectPlaceIds,
  mixKinds,
  mixServerLimits,
  runMix,
  signInMixUsers,
  totalRequests,
} from './mix';

// docs/benchmarks.md#mixed-load, small: the mix of `npm run bench:load -- --mix` on a few thousand
// places, a few users and a few hundred requests, through the app listening on a port.
describe.each(testEngines)('the mixed load [%s]', (engine) => {
  it('answers signed-in reads, favourite toggles and review writes without one error', async () => {
    const t = await createTestApp(engine, mixServerLimits);
    try {
      await seedSyntheticPlaces(t.database.db, 2_000);
      const serverUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const emulatorHost = inject('authEmulatorHost');
      const users = await signInMixUsers(serverUrl, emulatorHost, 4);
      const placeIds = await collectPlaceIds(serverUrl, 100);
      const result = await runMix({
        serverUrl,
        emulatorHost,
        users,
        placeIds,
        seconds: 10,
        maxRequests: 400,
        seed: 1,
      });
      expect(result.failures).toEqual([]);
      // Each user walks the mix's cycle of 20 kinds: a few cycles hold every kind.
      expect(totalRequests(result)).toBeGreaterThan(4 * 20);
      for (const kind of mixKinds) expect(result.latencies[kind].length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
