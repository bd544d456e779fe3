import { describe, expect, it, vi } from 'vitest';
import type { Lsn } from './lsn';
import { createReplicaMonitor, type LsnSources } from './replica-monitor';

const log = { info: vi.fn(), warn: vi.fn() } as unknown as Parameters<
  typeof createReplicaMonitor
>[1]['log'];

/** A primary and a replica whose log positions and answers the test sets, on a clock it moves. */
function fakeCluster() {
  const cluster = {
    primaryLsn: 1000n as Lsn,
    replayedLsn: 1000n as Lsn | undefined,
    replicaAnswers: (): Promise<void> => Promise.resolve(),
    clock: 0,
  };
  const sources: LsnSources = {
    primary: () => Promise.resolve(cluster.primaryLsn),
    replica: async () => {
      await cluster.replicaAnswers();
      return cluster.replayedLsn;
    },
  };
  const monitor = createReplicaMonitor(sources, { log, timeoutMs: 50, now: () => cluster.clock });
  return { cluster, monitor };
}

describe('the read replica monitor (docs/operations.md#read-replica)', () => {
  it('counts the replica down until its first check', async () => {
    const { monitor } = fakeCluster();
    expect(monitor.state().up).toBe(false);
    await monitor.check();
    expect(monitor.state()).toEqual({ up: true, lagSeconds: 0, replayedLsn: 1000n });
  });

  it('sees no lag in a caught-up replica of an idle primary, however long since the last change', async () => {
    const { cluster, monitor } = fakeCluster();
    for (let second = 0; second < 600; second += 60) {
      cluster.clock = second * 1000;
      await monitor.check();
      expect(monitor.state().lagSeconds).toBe(0);
    }
  });

  it('measures the lag from the oldest change the replica has not replayed', async () => {
    const { cluster, monitor } = fakeCluster();
    await monitor.check();
    cluster.clock = 1000;
    cluster.primaryLsn = 2000n;
    await monitor.check();
    expect(monitor.state().lagSeconds).toBe(0);
    cluster.clock = 2000;
    cluster.primaryLsn = 3000n;
    await monitor.check();
    expect(monitor.state().lagSeconds).toBe(1);
    cluster.clock = 13_000;
    await monitor.check();
    expect(monitor.state().lagSeconds).toBe(12);
    // It replays the first change: the second has been missing since 2 s.
    cluster.replayedLsn = 2000n;
    await monitor.check();
    expect(monitor.state()).toEqual({ up: true, lagSeconds: 11, replayedLsn: 2000n });
    cluster.replayedLsn = 3000n;
    await monitor.check();
    expect(monitor.state().lagSeconds).toBe(0);
  });

  it('counts a replica down when it fails, answers too slowly, or replays nothing', async () => {
    const { cluster, monitor } = fakeCluster();
    await monitor.check();
    cluster.replicaAnswers = () => Promise.reject(new Error('connect ECONNREFUSED'));
    await monitor.check();
    expect(monitor.state().up).toBe(false);
    cluster.replicaAnswers = () => Promise.resolve();
    await monitor.check();
    expect(monitor.state().up).toBe(true);
    cluster.replicaAnswers = () => new Promise(() => {});
    await monitor.check();
    expect(monitor.state().up).toBe(false);
    cluster.replicaAnswers = () => Promise.resolve();
    cluster.replayedLsn = undefined;
    await monitor.check();
    expect(monitor.state().up).toBe(false);
  });

  it('logs whether the replica is available at the first check, then at each change', async () => {
    const lines: string[] = [];
    const logger = {
      info: (_fields: object, line: string) => lines.push(line),
      warn: (_fields: object, line: string) => lines.push(line),
    } as unknown as typeof log;
    let answers = false;
    const sources: LsnSources = {
      primary: () => Promise.resolve(1n),
      replica: () => (answers ? Promise.resolve(1n) : Promise.reject(new Error('ECONNREFUSED'))),
    };
    const monitor = createReplicaMonitor(sources, { log: logger });
    await monitor.check();
    await monitor.check();
    answers = true;
    await monitor.check();
    await monitor.check();
    expect(lines).toEqual([
      'read replica unavailable: reads go to the primary',
      'read replica available',
    ]);
  });

  it('counts a replica down at once when a read could not reach it', async () => {
    const { monitor } = fakeCluster();
    await monitor.check();
    monitor.markDown();
    expect(monitor.state().up).toBe(false);
  });

  it('checks on a timer that keeps no process alive, until stopped', async () => {
    const cluster = { checks: 0 };
    const sources: LsnSources = {
      primary: () => Promise.resolve(1n),
      replica: () => {
        cluster.checks += 1;
        return Promise.resolve(1n);
      },
    };
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const monitor = createReplicaMonitor(sources, { log, intervalMs: 10, timeoutMs: 20 });
    monitor.start();
    await vi.waitFor(() => expect(cluster.checks).toBeGreaterThanOrEqual(3));
    // The monitor's: its interval's and its checks' time limits (vi.waitFor has timers too).
    const timers = setTimer.mock.results
      .filter((_result, call) => [10, 20].includes(setTimer.mock.calls[call]?.[1] ?? 0))
      .map(({ value }) => value as NodeJS.Timeout);
    setTimer.mockRestore();
    expect(timers.length).toBeGreaterThanOrEqual(3);
    expect(timers.filter((timer) => timer.hasRef())).toEqual([]);
    monitor.stop();
    const checks = cluster.checks;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cluster.checks).toBe(checks);
  });
});
