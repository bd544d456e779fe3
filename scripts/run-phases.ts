// Runs npm scripts as the phases of one run: each starts once the phases it waits for have
// passed, its output is printed whole when it ends (two logs never interleave), and the run ends
// with what failed and one line of timings.
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';

export interface Phase {
  name: string;
  /** The npm script it runs. */
  script: string;
  /** Phases that must pass before it starts. */
  after?: string[];
  /**
   * Runs at a low CPU priority: a phase that only needs CPU time soaks up what the waiting,
   * latency-bound phases (a browser and its server) leave, instead of slowing them down.
   */
  background?: boolean;
  /** Set when the phase cannot run here: why, printed loudly at the end. */
  skipped?: string;
  /** Set when the phase cannot run here and that is a failure: why. */
  failed?: string;
}

type Status = 'passed' | 'failed' | 'skipped' | 'not run';

interface Outcome {
  phase: Phase;
  status: Status;
  seconds: number;
  note?: string;
  /** What it printed, for a failed phase: its end is shown again under the summary. */
  output?: string;
}

const lowPriority = 10;
/** How much of a failed phase's output is printed again at the end, where a log's tail shows it. */
const failedOutputLines = 60;
const running = new Set<ChildProcess>();
const seconds = (since: number) => (performance.now() - since) / 1000;

function execute(phase: Phase): Promise<Outcome> {
  return new Promise((done) => {
    const started = performance.now();
    console.log(`[test] ${phase.name} started`);
    const child = spawn('npm', ['run', phase.script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Captured output is still meant for a terminal when this run prints to one.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    running.add(child);
    // Before npm has started anything: what it starts inherits the priority.
    if (phase.background && child.pid !== undefined) setPriority(child.pid, lowPriority);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code === 0 ? 'passed' : 'failed';
      const took = seconds(started);
      console.log(`\n[test] ── ${phase.name}: ${status} in ${took.toFixed(0)} s ──`);
      const printed = Buffer.concat(output);
      process.stdout.write(printed);
      if (status === 'passed') return done({ phase, status, seconds: took });
      const note = String(signal ?? `exit code ${code ?? '?'}`);
      done({ phase, status, seconds: took, note, output: printed.toString() });
    });
  });
}

function summary(outcomes: Outcome[], wallSeconds: number): string[] {
  const lines = outcomes
    .filter(({ status }) => status === 'skipped')
    .map(({ phase, note }) => `\n${note ?? `${phase.name} skipped`}\n`);
  const problems = outcomes.filter(({ status }) => status === 'failed' || status === 'not run');
  for (const { phase, output } of problems) {
    if (!output) continue;
    const end = output.trimEnd().split('\n').slice(-failedOutputLines).join('\n');
    lines.push(`\n[test] ── the end of what ${phase.name} printed ──\n${end}`);
  }
  if (problems.length > 0) {
    const described = problems.map(
      ({ phase, status, note }) => `${phase.name} ${status} (${note})`,
    );
    lines.push(`[test] FAILED: ${described.join(', ')}`);
  }
  const timings = outcomes.map(({ phase, status, seconds: took }) =>
    status === 'passed' ? `${phase.name} ${took.toFixed(0)}s` : `${phase.name} ${status}`,
  );
  lines.push(`phases: ${[...timings, `wall ${wallSeconds.toFixed(0)}s`].join(' · ')}`);
  return lines;
}

/** Runs every phase; resolves true when all of them passed (a skipped one counts as passed). */
export async function runPhases(phases: Phase[]): Promise<boolean> {
  const started = performance.now();
  const byName = new Map(phases.map((phase) => [phase.name, phase]));
  const outcomes = new Map<string, Promise<Outcome>>();

  const outcomeOf = (phase: Phase): Promise<Outcome> => {
    let outcome = outcomes.get(phase.name);
    if (!outcome) {
      outcome = (async (): Promise<Outcome> => {
        if (phase.failed) return { phase, status: 'failed', seconds: 0, note: phase.failed };
        if (phase.skipped) return { phase, status: 'skipped', seconds: 0, note: phase.skipped };
        const waitedFor = await Promise.all(
          (phase.after ?? []).map((name) => {
            const before = byName.get(name);
            if (!before) throw new Error(`Phase ${phase.name} waits for an unknown phase ${name}`);
            return outcomeOf(before);
          }),
        );
        const unmet = waitedFor.find(({ status }) => status === 'failed' || status === 'not run');
        if (unmet) {
          return { phase, status: 'not run', seconds: 0, note: `${unmet.phase.name} failed` };
        }
        return execute(phase);
      })();
      outcomes.set(phase.name, outcome);
    }
    return outcome;
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      process.exit(1);
    });
  }

  const results = await Promise.all(phases.map(outcomeOf));
  for (const line of summary(results, seconds(started))) console.log(line);
  return results.every(({ status }) => status === 'passed' || status === 'skipped');
}
