// bench:cluster's throughput comparison: the same mixed load through nginx to both processes, to
// one process directly, and through nginx without upstream keep-alive, alternated round by round,
// with the CPU each part of the system used per request.
import { cpuSeconds } from './cluster-cpu';
import { percentiles } from './measure';
import {
  mixKinds,
  runMix,
  signInMixUsers,
  totalErrors,
  totalRequests,
  type MixOptions,
} from './mix';

interface Arm {
  name: string;
  url: string;
}

/** The processes whose CPU is counted, by part (each with its children). */
type CpuParts = () => Record<string, readonly number[]>;

export interface ArmResult {
  name: string;
  seconds: number;
  requests: number;
  errors: number;
  latencies: number[];
  /** CPU seconds by part over the arm's rounds. */
  cpu: Record<string, number>;
}

export interface ThroughputRun {
  arms: readonly Arm[];
  rounds: number;
  roundSeconds: number;
  users: number;
  emulatorHost: string;
  placeIds: readonly number[];
  onWrite: MixOptions['onWrite'];
  cpuParts: CpuParts;
  log(line: string): void;
}

function cpuNow(parts: Record<string, readonly number[]>): Record<string, number> {
  const used = Object.fromEntries(
    Object.entries(parts).map(([part, pids]) => [
      part,
      pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    ]),
  );
  const { user, system } = process.cpuUsage();
  return { ...used, 'load client': (user + system) / 1e6 };
}

/** Runs each arm `rounds` times for `roundSeconds`, in turn, each round with new users. */
export async function compareThroughput(run: ThroughputRun): Promise<ArmResult[]> {
  const results = run.arms.map((arm): ArmResult => ({
    name: arm.name,
    seconds: 0,
    requests: 0,
    errors: 0,
    latencies: [],
    cpu: {},
  }));
  for (let round = 0; round < run.rounds; round++) {
    // Every other round in the opposite order, so neither arm always goes first.
    const order =
      round % 2 === 0 ? run.arms.map((_, i) => i) : run.arms.map((_, i) => run.arms.length - 1 - i);
    for (const index of order) {
      const arm = run.arms[index];
      const result = results[index];
      if (!arm || !result) continue;
      run.log(`Throughput round ${round + 1}: ${arm.name}`);
      const users = await signInMixUsers(arm.url, run.emulatorHost, run.users);
      const parts = run.cpuParts();
      const before = cpuNow(parts);
      const mix = await runMix({
        serverUrl: arm.url,
        emulatorHost: run.emulatorHost,
        users,
        placeIds: run.placeIds,
        seconds: run.roundSeconds,
        seed: 100 + round,
        onWrite: run.onWrite,
      });
      const after = cpuNow(parts);
      result.seconds += mix.seconds;
      result.requests += totalRequests(mix);
      result.errors += totalErrors(mix);
      result.latencies.push(...mixKinds.flatMap((kind) => mix.latencies[kind]));
      for (const [part, seconds] of Object.entries(after)) {
        result.cpu[part] = (result.cpu[part] ?? 0) + seconds - (before[part] ?? 0);
      }
    }
  }
  return results;
}

/** A Markdown table of the arms: rate, latency, errors, and CPU milliseconds per request by part. */
export function throughputTable(results: readonly ArmResult[]): string {
  const parts = [...new Set(results.flatMap((result) => Object.keys(result.cpu)))];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `| Arm | Requests/s | p50 | p99 | Errors | ${parts.map((part) => `CPU/request: ${part}`).join(' | ')} |`,
    `| --- | ---: | ---: | ---: | ---: | ${parts.map(() => '---:').join(' | ')} |`,
    ...results.map((result) => {
      const { p50, p99 } = percentiles(result.latencies);
      const perRequest = parts.map((part) =>
        ms((1000 * (result.cpu[part] ?? 0)) / Math.max(result.requests, 1)),
      );
      return `| ${result.name} | ${Math.round(result.requests / result.seconds)} | ${ms(p50)} | ${ms(p99)} | ${result.errors} | ${perRequest.join(' | ')} |`;
    }),
  ].join('\n');
}
