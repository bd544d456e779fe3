// bench:cluster's failure phases: one continuous mixed load through nginx while each phase does
// its harm, every request counted in the phase it was sent in.
import { percentiles } from './measure';
import { mixWriteKinds, runMix, type MixKind, type MixOptions } from './mix';
import { grownBetween } from './cluster-counters';

export interface Phase {
  name: string;
  /** What the phase does, a few seconds in; its notes go into the report. */
  act(note: (line: string) => void): Promise<void>;
}

export interface PhaseResult {
  name: string;
  seconds: number;
  latencies: number[];
  failedReads: number;
  failedWrites: number;
  counters: Record<string, number>;
  notes: string[];
}

export interface PhaseRun {
  mix: Omit<MixOptions, 'seconds' | 'stop' | 'onRequest'>;
  phases: readonly Phase[];
  /** Each phase lasts at least this long, or until its action is done and settled. */
  phaseSeconds: number;
  counters(): Promise<Record<string, number>>;
  log(line: string): void;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs the phases one after another under one load: their results in order, the first failures. */
export async function runPhases(
  run: PhaseRun,
): Promise<{ phases: PhaseResult[]; firstFailures: string[] }> {
  const results: PhaseResult[] = [];
  const starts: number[] = [];
  const stop = new AbortController();
  const current = (sentAt: number) => {
    let index = starts.length - 1;
    while (index > 0 && (starts[index] ?? 0) > sentAt) index -= 1;
    return results[index];
  };
  const onRequest = (kind: MixKind, sentAt: number, ms: number, failed: boolean) => {
    const phase = current(sentAt);
    if (!phase) return;
    if (!failed) phase.latencies.push(ms);
    else if (mixWriteKinds.includes(kind)) phase.failedWrites += 1;
    else phase.failedReads += 1;
  };
  const load = runMix({ ...run.mix, seconds: 1e9, stop: stop.signal, onRequest });
  try {
    for (const phase of run.phases) {
      const result: PhaseResult = {
        name: phase.name,
        seconds: 0,
        latencies: [],
        failedReads: 0,
        failedWrites: 0,
        counters: {},
        notes: [],
      };
      const before = await run.counters();
      const started = performance.now();
      starts.push(started);
      results.push(result);
      run.log(`Phase ${phase.name}`);
      await sleep(5000);
      await phase.act((line) => {
        run.log(`  ${line}`);
        result.notes.push(line);
      });
      // A few seconds of load after the action, and at least the phase's length in all.
      await sleep(Math.max(5000, started + run.phaseSeconds * 1000 - performance.now()));
      result.seconds = (performance.now() - started) / 1000;
      result.counters = grownBetween(before, await run.counters());
    }
  } finally {
    stop.abort();
  }
  const { failures } = await load;
  return { phases: results, firstFailures: failures };
}

export const phaseLatency = (result: PhaseResult) => percentiles(result.latencies);
