// `npm run bench:web`: Lighthouse (mobile) against a pinned earlier release, interleaved; JS before
// first paint of both builds; panning 10,000 markers. Each build is served by its own real server
// (production mode, its own demo data). Prints Markdown tables for docs/benchmarks.md.
import { startBothBuilds } from './both-builds';
import { metricNames, type LighthouseResult, type MetricName } from './lighthouse-run';
import { interleavedRounds, loadAverage, median, type Side } from './lighthouse-rounds';
import { parseArgs } from 'node:util';
import { entryJsGzipBytes } from './entry-js';
import { jsBytesWhenIdle, panLongTasks } from './page-measures';
import { pastRelease } from './past-release';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'lighthouse,js,pan' },
    rounds: { type: 'string', default: '5' },
  },
});
const parts = new Set(values.only.split(','));
const rounds = Number(values.rounds);
const debuggingPort = 9333;
const markerCount = 10_000;

const { current, release, browser, dists } = await startBothBuilds(debuggingPort);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const range = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))} – ${format(Math.max(...values))})`;
const metricFormats: Record<MetricName, (value: number) => string> = {
  FCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  LCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (shift) => shift.toFixed(3),
  'Speed Index': (ms) => `${(ms / 1000).toFixed(1)} s`,
};
const bars: [string, string, boolean][] = [];
const rows: [string, string][] = [];
try {
  console.log(`load average at the start: ${loadAverage()}`);
  if (parts.has('lighthouse')) {
    // The release has no announcements, so one visit of it stands for both of the current code's.
    const sides: Side[] = [
      { label: `release ${pastRelease}`, url: `${release.origin}/`, visit: 'returning' },
      { label: 'returning visitor', url: `${current.origin}/`, visit: 'returning' },
      { label: 'new visitor', url: `${current.origin}/`, visit: 'first' },
    ].map((side) => ({ ...side, results: [] }) as Side);
    const loads = await interleavedRounds(sides, debuggingPort, rounds);
    const [past, returning, first] = sides.map((side) => side.results);
    if (!past || !returning || !first) throw new Error('A Lighthouse side is missing');

    console.log(
      `\nLighthouse mobile, Explore: median (lowest – highest) of ${rounds} interleaved rounds\n`,
    );
    console.log(`| Measure | ${sides.map((side) => side.label).join(' | ')} |`);
    console.log(`|---|${sides.map(() => '---').join('|')}|`);
    const line = (
      name: string,
      of: (result: LighthouseResult) => number,
      format: (value: number) => string = String,
    ) =>
      console.log(
        `| ${name} | ${sides.map((side) => range(side.results.map(of), format)).join(' | ')} |`,
      );
    line('Performance', (result) => result.performance);
    line('Accessibility', (result) => result.accessibility);
    for (const name of metricNames)
      line(`  ${name}`, (result) => result.metrics[name], metricFormats[name]);
    line("Machine's benchmark index", (result) => result.benchmarkIndex);

    const score = (results: LighthouseResult[]) =>
      median(results.map((result) => result.performance));
    const tbt = (results: LighthouseResult[]) =>
      median(results.map((result) => result.metrics.TBT));
    const perRound = (of: (round: number) => number, format: (value: number) => string) => {
      const values = past.map((_, round) => of(round));
      return `per round ${format(Math.min(...values))} – ${format(Math.max(...values))}`;
    };
    const points = (value: number) => `${value > 0 ? '+' : ''}${value}`;
    const times = (value: number) => `${value.toFixed(2)}×`;
    const pairTbt = (round: number) =>
      (returning[round]?.metrics.TBT ?? 0) / (past[round]?.metrics.TBT ?? 0);
    const pairScore = (round: number) =>
      (returning[round]?.performance ?? 0) - (past[round]?.performance ?? 0);
    const welcome = (round: number) =>
      (returning[round]?.performance ?? 0) - (first[round]?.performance ?? 0);
    bars.push(
      [
        `Returning visitor's score ≥ release ${pastRelease}'s`,
        `${score(returning)} against ${score(past)} (${perRound(pairScore, points)})`,
        score(returning) >= score(past),
      ],
      [
        `Returning visitor's TBT ≤ 1.1× the release's`,
        `${times(tbt(returning) / tbt(past))} (${perRound(pairTbt, times)})`,
        tbt(returning) <= 1.1 * tbt(past),
      ],
      [
        'The welcome dialog costs ≤ 3 points (returning − new visitor)',
        `${score(returning) - score(first)} (${perRound(welcome, String)})`,
        score(returning) - score(first) <= 3,
      ],
    );
    rows.push(['Load average (1 min) after each round', loads.join(', ')]);
  }

  const phone = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 };
  if (parts.has('js')) {
    const [entry, pastEntry] = await Promise.all(dists.map(entryJsGzipBytes));
    bars.push([
      'JS before first paint ≤ 100 KB gzip (everything index.html loads up front)',
      `${kb(entry ?? 0)} (release ${pastRelease}: ${kb(pastEntry ?? 0)})`,
      (entry ?? 0) <= 100 * 1024,
    ]);
    for (const [name, server] of [
      ['current', current],
      [`release ${pastRelease}`, release],
    ] as const) {
      const context = await browser.newContext(phone);
      const loaded = await jsBytesWhenIdle(await context.newPage(), `${server.origin}/`);
      rows.push([`All JS of Explore once idle, map included (brotli), ${name}`, kb(loaded)]);
      await context.close();
    }
  }

  for (const slowdown of parts.has('pan') ? [1, 4] : []) {
    const panContext = await browser.newContext(phone);
    const page = await panContext.newPage();
    const cdp = await panContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const tasks = await panLongTasks(page, `${current.origin}/`, markerCount);
    const longest = tasks.length ? Math.max(...tasks) : 0;
    rows.push([
      `Pan/zoom over ${markerCount.toLocaleString('en')} markers, CPU ×${slowdown}: longest task`,
      `${longest.toFixed(0)} ms (${tasks.filter((ms) => ms > 100).length} over 100 ms, ${tasks.length} over 50 ms)`,
    ]);
    await panContext.close();
  }

  if (bars.length) console.log('\n| Bar | Result | Met |\n|---|---|---|');
  for (const [bar, result, met] of bars)
    console.log(`| ${bar} | ${result} | ${met ? 'yes' : 'no'} |`);
  console.log('\n| Measure | Result |\n|---|---|');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  await browser.close();
  current.stop();
  release.stop();
}
