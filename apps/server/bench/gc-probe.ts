// Loaded into the server's process by `npm run bench:anchor` (server-process.ts `preload`): notes
// every garbage collection's wall-clock start and duration and, when the process exits, writes
// them to the file GC_PROBE_FILE names, as JSON `[[startEpochMs, durationMs], …]`.
import { writeFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const file = process.env.GC_PROBE_FILE;
if (file) {
  const pauses: [number, number][] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.push([performance.timeOrigin + entry.startTime, entry.duration]);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('exit', () => writeFileSync(file, JSON.stringify(pauses)));
}
