import lighthouse from 'lighthouse';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Lighthouse's CPU benchmark of this machine: below 1,000 it warns that scores come out low. */
  benchmarkIndex: number;
}

/** Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) on a running Chromium. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Map tiles come from the internet, which this machine cannot reach.
    blockedUrlPatterns: ['*tile.openstreetmap.org*'],
  });
  if (!result) throw new Error('Lighthouse returned nothing');
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
): Promise<{ median: LighthouseResult; scores: number[] }> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, port));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run');
  return {
    median,
    scores: results.map((result) => result.performance),
  };
}
