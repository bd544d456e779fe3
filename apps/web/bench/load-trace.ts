// `npm run bench:web-trace`: what blocks the main thread while Explore loads, for the current build
// and the pinned release, as a returning visitor (Lighthouse mobile, interleaved). Prints, per build,
// the long tasks Lighthouse counts in TBT (simulated 4× CPU, FCP → TTI) by script and by kind of
// work, and what the long tasks of the recorded (unthrottled) trace ran, mapped back to the source.
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import SDK from 'lighthouse/core/lib/cdt/SDK.js';
import { startBothBuilds } from './both-builds';
import { loadAverage } from './lighthouse-rounds';
import { pastRelease } from './past-release';

const { values } = parseArgs({ options: { loads: { type: 'string', default: '3' } } });
const loads = Number(values.loads);
const debuggingPort = 9334;
/** Lighthouse's mobile CPU slowdown: what a task of the recorded trace becomes when simulated. */
const slowdown = 4;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface DebugTask {
  urlIndex: number;
  startTime: number;
  duration: number;
  [group: string]: number;
}
interface Totals {
  tbt: number[];
  /** Blocking time (duration − 50 ms) of the simulated long tasks in FCP → TTI, summed per key. */
  byScript: Map<string, number>;
  /** Time (×4) of what the recorded long tasks after FCP ran, per source location. */
  byWork: Map<string, number>;
}

const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);
/** A built file's name without its hash; the page itself (its inline scripts) is index.html. */
const fileName = (url: string) =>
  /^https?:\/\/[^/]+\/$/.test(url)
    ? 'index.html'
    : url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') || url;

/** Maps a position in a built asset to its source file and function, through its source map. */
function sourceMapper(dist: string) {
  const maps = new Map<string, InstanceType<typeof SDK.SourceMap> | null>();
  return (url: string, line: number, column: number, fallback: string) => {
    const file = url.replace(/^.*\/assets\//, '');
    if (!maps.has(file)) {
      try {
        const raw = readFileSync(join(dist, 'assets', `${file}.map`), 'utf8');
        maps.set(file, new SDK.SourceMap(url, `${url}.map`, JSON.parse(raw) as never));
      } catch {
        maps.set(file, null);
      }
    }
    const at = maps.get(file)?.findEntry(line, column, undefined) as
      { sourceURL?: string; name?: string } | null | undefined;
    if (!at?.sourceURL) return `${fallback} (${fileName(url)})`;
    const source = at.sourceURL.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
    return `${at.name ?? fallback} (${source.replace(/\?.*$/, '')})`;
  };
}

/** The work a task ran, named by its first script-level child: a script's evaluation or a call. */
function describe(
  events: TraceEvent[],
  task: TraceEvent,
  map: ReturnType<typeof sourceMapper>,
): [string, number][] {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts < end && event.ph === 'X',
  );
  const named: [string, number][] = [];
  let coveredUntil = 0;
  let covered = 0;
  for (const event of inside) {
    if (event.ts < coveredUntil) continue;
    const data = event.args?.data ?? {};
    const url = typeof data.url === 'string' ? data.url : '';
    let label: string | undefined;
    if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule')
      label = url ? `evaluate ${fileName(url)}` : 'evaluate modules (top-level code)';
    else if (event.name === 'FunctionCall' && url)
      label = map(
        url,
        Number(data.lineNumber ?? 1) - 1,
        Number(data.columnNumber ?? 1) - 1,
        typeof data.functionName === 'string' && data.functionName
          ? data.functionName
          : 'anonymous',
      );
    else if (
      ['ParseHTML', 'Layout', 'UpdateLayoutTree', 'ParseAuthorStyleSheet'].includes(event.name)
    )
      label = event.name === 'ParseHTML' ? 'parse HTML' : 'style & layout';
    else if (event.name === 'RunMicrotasks' || event.name === 'v8.runMicrotasks')
      label = 'microtasks (promise callbacks)';
    else if (/GC/.test(event.name)) label = 'garbage collection';
    else if (event.name === 'v8.compileModule' || event.name === 'v8.compile')
      label = `compile ${fileName(url)}`;
    if (!label) continue;
    named.push([label, event.dur ?? 0]);
    covered += event.dur ?? 0;
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  named.push(['other (browser work outside script)', Math.max(0, (task.dur ?? 0) - covered)]);
  return named;
}

async function visit(url: string, dist: string, totals: Totals) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: ['*tile.openstreetmap.org*', '*/motd/messages.json'],
  });
  if (!result || result.lhr.runtimeError) throw new Error('Lighthouse: no result');
  const { audits } = result.lhr;
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  totals.tbt.push(audits['total-blocking-time']?.numericValue ?? 0);
  const debug = (
    audits['long-tasks']?.details as { debugData?: { urls: string[]; tasks: DebugTask[] } }
  )?.debugData;
  for (const task of debug?.tasks ?? []) {
    const start = Math.max(task.startTime, fcp);
    const end = Math.min(task.startTime + task.duration, tti);
    const blocking = end - start - 50;
    if (blocking <= 0) continue;
    add(totals.byScript, fileName(debug?.urls[task.urlIndex] ?? 'unattributed'), blocking);
  }

  // The recorded trace: which code the long tasks after the first paint ran.
  const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
  const events = trace.traceEvents.sort((a, b) => a.ts - b.ts);
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return;
  const thread = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid);
  const map = sourceMapper(dist);
  for (const task of thread)
    if (task.name === 'RunTask' && task.ph === 'X' && task.ts >= paint.ts)
      if ((task.dur ?? 0) * slowdown >= 50 * 1000)
        for (const [label, dur] of describe(thread, task, map))
          add(totals.byWork, label, (dur * slowdown) / 1000);
}

const { current, release, browser, dists } = await startBothBuilds(debuggingPort);
const newTotals = (): Totals => ({
  tbt: [],
  byScript: new Map(),
  byWork: new Map(),
});
const sides = [
  { label: 'current', url: `${current.origin}/`, dist: dists[0] },
  {
    label: `release ${pastRelease}`,
    url: `${release.origin}/`,
    dist: dists[1],
  },
].map((side) => ({ ...side, totals: newTotals() }));
try {
  console.log(`load average at the start: ${loadAverage()}`);
  for (let round = 0; round < loads; round += 1)
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      await visit(side.url, side.dist, side.totals);
      console.log(
        `${side.label}: TBT ${Math.round(side.totals.tbt.at(-1) ?? 0)} ms · load ${loadAverage()}`,
      );
    }
  const table = (title: string, of: (totals: Totals) => Map<string, number>, top: number) => {
    const keys = new Map<string, number>();
    for (const side of sides) for (const [key, value] of of(side.totals)) add(keys, key, value);
    const rows = [...keys].sort((a, b) => b[1] - a[1]).slice(0, top);
    console.log(`\n${title}, mean ms per load over ${loads} loads\n`);
    console.log(`| | ${sides.map((side) => side.label).join(' | ')} |\n|---|---|---|`);
    for (const [key] of rows)
      console.log(
        `| ${key} | ${sides.map((side) => Math.round((of(side.totals).get(key) ?? 0) / loads)).join(' | ')} |`,
      );
  };
  console.log(
    `\nTBT per load: ${sides.map((side) => `${side.label} ${side.totals.tbt.map(Math.round).join(', ')}`).join(' · ')}`,
  );
  table('Blocking time (FCP → TTI, simulated 4× CPU) by script', (totals) => totals.byScript, 12);
  table(
    'Long tasks after FCP in the recorded trace (×4) by what they ran',
    (totals) => totals.byWork,
    25,
  );
} finally {
  await browser.close();
  current.stop();
  release.stop();
}
