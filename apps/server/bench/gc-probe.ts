// The garbage collections of this process, as [start (ms since the epoch), duration (ms)].
// `npm run bench:anchor` loads this module into the server's process too (server-process.ts
// `preload`), with GC_PROBE_FILE naming where to write them, as JSON, when the process exits.
import { writeFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

export type GcPause = readonly [start: number, ms: number];

/** From now on, every collection is added to the returned list. */
export function observeGc(): GcPause[] {
  const pauses: GcPause[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.push([performance.timeOrigin + entry.startTime, entry.duration]);
    }
  }).observe({ entryTypes: ['gc'] });
  return pauses;
}

const file = process.env.GC_PROBE_FILE;
if (file) {
  const pauses = observeGc();
  process.on('exit', () => writeFileSync(file, JSON.stringify(pauses)));
}
