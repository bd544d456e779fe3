// The latency half of `npm run bench:anchor`: each position's nearby query timed in several
// layers back to back, and where the slowest HTTP answers spent their time.
import { readFileSync } from 'node:fs';
import type { LatLng } from '@waggle/shared/distance';
import type { GcPause } from './gc-probe';
import { percentiles } from './measure';
import type { FilterCase } from './workload';

export interface Layer {
  label: string;
  run(position: LatLng, filter: FilterCase): Promise<unknown>;
  /** Cumulative counters read just before and just after each call (outside its time). */
  counters?: () => readonly number[];
}

/**
 * One timed call: its start (ms since the epoch, comparable across processes), its time (ms),
 * and how much the layer's counters grew over it.
 */
export interface Timing {
  start: number;
  ms: number;
  grew?: number[];
}

/** The ms a process's main thread has waited for a CPU while runnable (Linux schedstat). */
export function runQueueWaitMs(pid: number | 'self'): number {
  const [, waitedNs = '0'] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ');
  return Number(waitedNs) / 1e6;
}

/**
 * For each position and filter case, every layer once, back to back, each turn starting with
 * the next layer; the first `warmup` positions are not kept. `timings[case][layer][position]`.
 */
export async function timeInterleaved(
  layers: readonly Layer[],
  cases: readonly FilterCase[],
  positions: readonly LatLng[],
  warmup: number,
): Promise<Timing[][][]> {
  const timings = cases.map(() => layers.map((): Timing[] => []));
  let turn = 0;
  for (const [index, position] of positions.entries()) {
    for (const [caseIndex, filter] of cases.entries()) {
      turn += 1;
      for (let step = 0; step < layers.length; step++) {
        const layer = layers[(turn + step) % layers.length];
        if (!layer) continue;
        const before = layer.counters?.();
        const started = performance.now();
        await layer.run(position, filter);
        const ms = performance.now() - started;
        const after = layer.counters?.();
        const grew =
          after && before ? after.map((value, at) => value - (before[at] ?? 0)) : undefined;
        if (index >= warmup) {
          const start = performance.timeOrigin + started;
          timings[caseIndex]?.[layers.indexOf(layer)]?.push({
            start,
            ms,
            ...(grew ? { grew } : {}),
          });
        }
      }
    }
  }
  return timings;
}

/** How long the pauses overlap the call. */
function gcDuring(call: Timing, pauses: readonly GcPause[]): number {
  let overlap = 0;
  for (const [start, ms] of pauses) {
    overlap += Math.max(
      0,
      Math.min(start + ms, call.start + call.ms) - Math.max(start, call.start),
    );
  }
  return overlap;
}

export interface SlowAnswer {
  http: number;
  db: number;
  postgis: number;
  /** Garbage collection during the HTTP call (ms), in the server and in this process. */
  gc: number;
  clientGc: number;
  /** How the HTTP layer's counters grew over the call (run-queue waits, ms). */
  waited: number[];
}

export interface Tail {
  /** The slowest 1 % of the HTTP calls, slowest first, with the other layers at their position. */
  slowest: SlowAnswer[];
  /** Median of HTTP − Waggle's database layer at the same position: over all, over the slowest. */
  overheadAll: number;
  overheadSlowest: number;
  /** Of the slowest: with the database layer, or PostGIS, above its own p95 at that position. */
  dbSlow: number;
  postgisSlow: number;
  /** Share of all HTTP calls during which the server collected garbage, and their median time. */
  shareWithGc: number;
  medianWithGc: number;
}

/** Where the slowest HTTP answers' time went, from the three layers' timings of each position. */
export function tailOf(
  http: readonly Timing[],
  db: readonly Timing[],
  postgis: readonly Timing[],
  gc: { server: readonly GcPause[]; client: readonly GcPause[] },
): Tail {
  const positions = http.map((call, index) => ({
    http: call.ms,
    db: db[index]?.ms ?? Number.NaN,
    postgis: postgis[index]?.ms ?? Number.NaN,
    gc: gcDuring(call, gc.server),
    clientGc: gcDuring(call, gc.client),
    waited: call.grew ?? [],
  }));
  const slowest = [...positions]
    .sort((a, b) => b.http - a.http)
    .slice(0, Math.max(1, Math.round(positions.length / 100)));
  const overhead = (answers: readonly SlowAnswer[]) =>
    percentiles(answers.map((answer) => answer.http - answer.db)).p50;
  const dbP95 = percentiles(db.map((call) => call.ms)).p95;
  const postgisP95 = percentiles(postgis.map((call) => call.ms)).p95;
  const withGc = positions.filter((answer) => answer.gc > 0);
  return {
    slowest,
    overheadAll: overhead(positions),
    overheadSlowest: overhead(slowest),
    dbSlow: slowest.filter((answer) => answer.db > dbP95).length,
    postgisSlow: slowest.filter((answer) => answer.postgis > postgisP95).length,
    shareWithGc: withGc.length / Math.max(1, positions.length),
    medianWithGc: percentiles(withGc.map((answer) => answer.http)).p50,
  };
}
