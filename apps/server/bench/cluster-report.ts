// bench:cluster's report: what each phase saw, the writes looked up, the limit, throughput, and
// each bar passed or not.
import type { LimitCheck } from './cluster-limits';
import { limitShared } from './cluster-limits';
import type { LedgerCheck } from './cluster-ledger';
import { phaseLatency, type PhaseResult } from './cluster-phases';
import { throughputTable, type ArmResult } from './cluster-throughput';

export interface ClusterFindings {
  machine: string;
  size: number;
  connections: number;
  phases: PhaseResult[];
  firstFailures: string[];
  /** What the counters grew by while the replica was down. */
  replicaDown: Record<string, number>;
  writes: { acknowledged: number; unacknowledged: number };
  primaryCheck: LedgerCheck;
  replicaCheck: LedgerCheck;
  limit: LimitCheck;
  throughput: ArmResult[];
}

/** The throughput through nginx to both processes over one process direct: at least this. */
const throughputBar = 0.9;

/** Reads on each target summed over the servers' counters. */
function readsOn(counters: Record<string, number>, target: 'replica' | 'primary'): number {
  return Object.entries(counters)
    .filter(([key]) => key.startsWith('server ') && key.endsWith(` ${target}`))
    .reduce((sum, [, value]) => sum + value, 0);
}

const count = (value: number | undefined) => Math.round(value ?? 0).toLocaleString('en');

function phaseTable(findings: ClusterFindings): string {
  const reads = (counters: Record<string, number>) =>
    `${count(readsOn(counters, 'replica'))} / ${count(readsOn(counters, 'primary'))}`;
  const rows = findings.phases.map((phase) => {
    const { p50, p99 } = phaseLatency(phase);
    const requests = phase.latencies.length + phase.failedReads + phase.failedWrites;
    return `| ${phase.name} | ${phase.seconds.toFixed(0)} | ${Math.round(requests / phase.seconds)} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${phase.failedReads} | ${phase.failedWrites} | ${reads(phase.counters)} | ${count(phase.counters['replica transactions'])} / ${count(phase.counters['primary transactions'])} |`;
  });
  return [
    '| Phase | Seconds | Requests/s | p50 | p99 | Failed reads | Failed writes | Reads on replica / primary (/metrics) | Transactions on replica / primary |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

const verdict = (passed: boolean) => (passed ? 'PASS' : 'FAIL');

/** The report's text, and whether every bar passed. */
export function clusterReport(findings: ClusterFindings): { text: string; passed: boolean } {
  const { phases, limit, throughput } = findings;
  const failedReads = phases.reduce((sum, phase) => sum + phase.failedReads, 0);
  const failedWrites = phases.reduce((sum, phase) => sum + phase.failedWrites, 0);
  const lost = findings.primaryCheck.missing.length + findings.replicaCheck.missing.length;
  const steady = phases[0]?.counters ?? {};
  const replicaRouting =
    readsOn(steady, 'replica') > 0 &&
    readsOn(findings.replicaDown, 'replica') === 0 &&
    readsOn(findings.replicaDown, 'primary') > 0;
  const [cluster, direct] = throughput;
  const rate = (arm: ArmResult | undefined) => (arm ? arm.requests / arm.seconds : 0);
  const ratio = rate(cluster) / Math.max(rate(direct), 1e-9);
  const bars: [string, boolean][] = [
    ['0 failed reads across the phases', failedReads === 0],
    ['0 lost acknowledged writes (primary and replica)', lost === 0],
    ['reads on the replica while it is up, on the primary while it is down', replicaRouting],
    ['the writes limit holds across both processes', limitShared(limit)],
    [
      `throughput through nginx ≥ ${100 * throughputBar} % of one process direct`,
      ratio >= throughputBar,
    ],
  ];
  const down = findings.replicaDown;
  const lines = [
    `bench:cluster: ${findings.connections} signed-in users (reads, favourite toggles, review writes) through nginx (deploy/nginx/waggle.conf) to two Waggle processes; PostgreSQL primary + streaming replica; s3rver. ${findings.size.toLocaleString('en')} places. Servers: NODE_ENV=development (the Auth emulator the load signs in with is refused in production), LOG_LEVEL=warn, RATE_LIMIT_STORE=database, TRUST_PROXY=1, DATABASE_READ_URL set.`,
    findings.machine,
    '',
    phaseTable(findings),
    '',
    ...phases.flatMap((phase) => phase.notes.map((note) => `- ${phase.name}: ${note}`)),
    `- While the replica was down: reads on replica / primary ${count(readsOn(down, 'replica'))} / ${count(readsOn(down, 'primary'))}, transactions on primary ${count(down['primary transactions'])}.`,
    ...(findings.firstFailures.length > 0
      ? [
          '',
          'First failures:',
          ...findings.firstFailures.map((line) => `  ${line.replace(/\s+/g, ' ')}`),
        ]
      : []),
    '',
    `Failed writes across the phases: ${failedWrites} (a write in flight on a killed process may fail; counted here, and left out of the check below).`,
    `Writes: ${findings.writes.acknowledged.toLocaleString('en')} acknowledged, ${findings.writes.unacknowledged} not (failed or refused; their rows are left out until a later acknowledged write). Rows whose last write was acknowledged: ${findings.primaryCheck.checked.toLocaleString('en')}; not as acknowledged on the primary: ${findings.primaryCheck.missing.length}, on the replica: ${findings.replicaCheck.missing.length}.`,
    ...[...findings.primaryCheck.missing, ...findings.replicaCheck.missing]
      .slice(0, 10)
      .map((line) => `  ${line}`),
    '',
    `Writes limit ${limit.limit} a minute per person, one person sending ${limit.sent} through nginx (both processes in turn): ${limit.accepted} accepted, ${limit.refused} refused (429), ${limit.other} other; first refusal at call ${limit.firstRefusal ?? '-'}. Counted per process, all ${limit.sent} would pass.`,
    '',
    throughputTable(throughput),
    '',
    `Throughput through nginx to two processes over one process direct: ${ratio.toFixed(2)}.`,
    '',
    ...bars.map(([name, passed]) => `- ${verdict(passed)}: ${name}`),
  ];
  return { text: lines.join('\n'), passed: bars.every(([, passed]) => passed) };
}
