export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of the samples (ms). */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Calls `run` `warmup` times unmeasured, then `samples` times one after another, timing each. */
export async function timeCalls(
  warmup: number,
  samples: number,
  run: () => Promise<unknown>,
): Promise<Percentiles> {
  for (let i = 0; i < warmup; i++) await run();
  const timings: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return percentiles(timings);
}
