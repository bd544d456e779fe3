import lighthouse from 'lighthouse';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Lighthouse's CPU benchmark of this machine: below 1,000 it warns that scores come out low. */
  benchmarkIndex: number;
}

/**
 * A visit Lighthouse measures: a new visitor, who gets the welcome announcement's dialog, or one
 * with no announcement to show (messages.json blocked: docs/product.md#error-messages makes a failure an empty list),
 * as every later visit of someone who has read them.
 */
export type Visit = 'first' | 'returning';

/** Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) on a running Chromium. */
async function runLighthouse(url: string, port: number, visit: Visit): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Map tiles come from the internet, which this machine cannot reach.
    blockedUrlPatterns: [
      '*tile.openstreetmap.org*',
      ...(visit === 'returning' ? ['*/motd/messages.json'] : []),
    ],
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  // A run whose trace broke (e.g. NO_NAVSTART) has no scores: it is a failed run, not a 0.
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      'Speed Index': metric('speed-index'),
    },
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** Lighthouse's own advice against its run-to-run variance: the median of several runs. */
export async function medianLighthouse(
  url: string,
  port: number,
  runs: number,
  visit: Visit,
): Promise<{ median: LighthouseResult; scores: number[] }> {
  const results: LighthouseResult[] = [];
  let failures = 0;
  while (results.length < runs) {
    try {
      results.push(await runLighthouse(url, port, visit));
    } catch (error) {
      // Lighthouse's own advice for a broken trace is to run again; a few in a row are a failure.
      failures += 1;
      if (failures > runs) throw error;
      console.warn(error instanceof Error ? error.message : error, '(running again)');
    }
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run');
  return {
    median,
    scores: results.map((result) => result.performance),
  };
}
