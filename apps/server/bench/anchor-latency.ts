// The latency half of `npm run bench:anchor`: each position's nearby query timed in several
// layers back to back, and where the slowest HTTP answers spent their time.
import type { LatLng } from '@waggle/shared/distance';
import { percentiles } from './measure';
import type { FilterCase } from './workload';

export interface Layer {
  label: string;
  run(position: LatLng, filter: FilterCase): Promise<unknown>;
}

/** One timed call: its start (ms since the epoch, comparable across processes) and its time (ms). */
export interface Timing {
  start: number;
  ms: number;
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
        const layer = (turn + step) % layers.length;
        const started = performance.now();
        await layers[layer]?.run(position, filter);
        const ms = performance.now() - started;
        if (index >= warmup) {
          timings[caseIndex]?.[layer]?.push({ start: performance.timeOrigin + started, ms });
        }
      }
    }
  }
  return timings;
}

/** A garbage collection in the server: its start (ms since the epoch) and duration (ms). */
export type GcPause = readonly [start: number, ms: number];

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
  /** The server's garbage collection during the HTTP call (ms). */
  gc: number;
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
  /** Share of all HTTP calls during which the server collected garbage. */
  shareWithGc: number;
}

/** Where the slowest HTTP answers' time went, from the three layers' timings of each position. */
export function tailOf(
  http: readonly Timing[],
  db: readonly Timing[],
  postgis: readonly Timing[],
  pauses: readonly GcPause[],
): Tail {
  const positions = http.map((call, index) => ({
    http: call.ms,
    db: db[index]?.ms ?? Number.NaN,
    postgis: postgis[index]?.ms ?? Number.NaN,
    gc: gcDuring(call, pauses),
  }));
  const slowest = [...positions]
    .sort((a, b) => b.http - a.http)
    .slice(0, Math.max(1, Math.round(positions.length / 100)));
  const overhead = (answers: readonly SlowAnswer[]) =>
    percentiles(answers.map((answer) => answer.http - answer.db)).p50;
  const dbP95 = percentiles(db.map((call) => call.ms)).p95;
  const postgisP95 = percentiles(postgis.map((call) => call.ms)).p95;
  return {
    slowest,
    overheadAll: overhead(positions),
    overheadSlowest: overhead(slowest),
    dbSlow: slowest.filter((answer) => answer.db > dbP95).length,
    postgisSlow: slowest.filter((answer) => answer.postgis > postgisP95).length,
    shareWithGc: positions.filter((answer) => answer.gc > 0).length / Math.max(1, positions.length),
  };
}
