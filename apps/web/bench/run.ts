// `npm run bench:web`: Lighthouse (mobile), JS before first paint, and panning 10,000 markers,
// against the real server serving the production build. Prints a Markdown table for docs/benchmarks.md.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { startBenchServer } from './bench-server';
import { medianLighthouse } from './lighthouse-run';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { entryJsGzipBytes } from './entry-js';
import { jsBytesWhenIdle, panLongTasks } from './page-measures';

const { values } = parseArgs({
  options: { only: { type: 'string', default: 'lighthouse,js,pan' } },
});
const parts = new Set(values.only.split(','));
const debuggingPort = 9333;
const markerCount = 10_000;
const lighthouseRuns = 3;

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});
try {
  const rows: [string, string][] = [];
  if (parts.has('lighthouse')) {
    const visits = [
      ['first', 'a new visitor, with the welcome announcement'],
      ['returning', 'no announcement to show'],
    ] as const;
    for (const [visit, what] of visits) {
      const { median: lighthouse, scores } = await medianLighthouse(
        `${server.origin}/`,
        debuggingPort,
        lighthouseRuns,
        visit,
      );
      rows.push([
        `Lighthouse mobile performance (Explore, ${what}), median of ${lighthouseRuns}`,
        `${lighthouse.performance} (runs: ${scores.join(', ')}; machine's benchmarkIndex ${lighthouse.benchmarkIndex})`,
      ]);
      rows.push([`Lighthouse mobile accessibility (${what})`, String(lighthouse.accessibility)]);
      for (const [name, value] of Object.entries(lighthouse.metrics))
        rows.push([`  ${name}`, value]);
    }
  }

  const phone = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  if (parts.has('js')) {
    const entry = await entryJsGzipBytes(resolve(import.meta.dirname, '../dist'));
    rows.push(['Entry JS, gzip (all a first paint of the app needs)', kb(entry)]);
    const context = await browser.newContext(phone);
    const loaded = await jsBytesWhenIdle(await context.newPage(), `${server.origin}/`);
    rows.push(['All JS of Explore once idle, map included (brotli)', kb(loaded)]);
    await context.close();
  }

  for (const slowdown of parts.has('pan') ? [1, 4] : []) {
    const panContext = await browser.newContext(phone);
    const page = await panContext.newPage();
    const cdp = await panContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const tasks = await panLongTasks(page, `${server.origin}/`, markerCount);
    const longest = tasks.length ? Math.max(...tasks) : 0;
    rows.push([
      `Pan/zoom over ${markerCount.toLocaleString('en')} markers, CPU ×${slowdown}: longest task`,
      `${longest.toFixed(0)} ms (${tasks.filter((ms) => ms > 100).length} over 100 ms, ${tasks.length} over 50 ms)`,
    ]);
    await panContext.close();
  }

  console.log('\n| Measure | Result |\n|---|---|');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  await browser.close();
  server.stop();
}
