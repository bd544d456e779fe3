import { readFileSync } from 'node:fs';
import { lighthouseVisit, type LighthouseResult, type Visit } from './lighthouse-run';

/** One build and visit Lighthouse measures, and its runs so far. */
export interface Side {
  label: string;
  url: string;
  visit: Visit;
  results: LighthouseResult[];
}

/** The machine's 1-minute load average. */
export const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Each side once a round, in one order and then the reverse, so that no side always runs first or
 * beside the same neighbour: this host's speed swings by 2× within the hour, and only runs taken
 * side by side compare. Returns the load average after each round.
 */
export async function interleavedRounds(
  sides: Side[],
  port: number,
  rounds: number,
): Promise<number[]> {
  const loads: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse())
      side.results.push(await lighthouseVisit(side.url, port, side.visit));
    loads.push(loadAverage());
    const scores = sides.map(({ label, results }) => {
      const last = results.at(-1);
      return `${label} ${last?.performance} (TBT ${Math.round(last?.metrics.TBT ?? 0)} ms)`;
    });
    console.log(`round ${round + 1}/${rounds}: ${scores.join(' · ')} · load ${loads.at(-1)}`);
  }
  return loads;
}
