import lighthouse from 'lighthouse';

const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
} as const;
export type MetricName = keyof typeof metricAudits;
export const metricNames = Object.keys(metricAudits) as MetricName[];

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  /** Milliseconds, except CLS. */
  metrics: Record<MetricName, number>;
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
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    metrics: Object.fromEntries(
      metricNames.map((name) => [name, audits[metricAudits[name]]?.numericValue ?? Number.NaN]),
    ) as Record<MetricName, number>,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** One run; a broken trace is run again (Lighthouse's own advice), three in a row are a failure. */
export async function lighthouseVisit(
  url: string,
  port: number,
  visit: Visit,
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, port, visit);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(error instanceof Error ? error.message : error, '(running again)');
    }
  }
}
