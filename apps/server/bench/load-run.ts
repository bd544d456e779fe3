// The plain nearby load of `npm run bench:load`, shared with `npm run bench:anchor`.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import type { ServerProcess } from './server-process';
import { createRandom, randomLoadPath } from './workload';

/** autocannon with the load mix: every request a fresh random position and filter set. */
export function fireNearbyLoad(server: ServerProcess, connections: number, seconds: number) {
  const random = createRandom(42 + seconds);
  return autocannon({
    url: server.url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomLoadPath(random) }) }],
  });
}

/**
 * The server's RSS (MB) and the machine's 1-minute load average, at the start, every
 * `everyMs` and at the end.
 */
export function sampleServer(server: ServerProcess, everyMs: number) {
  const rss: number[] = [];
  const load: number[] = [];
  const take = () =>
    server.rssMb().then(
      (mb) => {
        rss.push(mb);
        load.push(loadavg()[0] ?? 0);
      },
      () => undefined,
    );
  const first = take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await first;
      await take();
      return { rss, load };
    },
  };
}
