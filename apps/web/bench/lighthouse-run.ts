import lighthouse from 'lighthouse';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
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
  };
}
