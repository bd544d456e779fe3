// pgbench running the PostGIS nearby query on the load run's mix (`npm run bench:anchor`).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PlaceFilters } from '../src/modules/places/repository-filters';
import { postgisNearbySql } from './postgis';

export interface PgbenchResult {
  tps: number;
  transactions: number;
  /** Failed transactions and clients aborted by an error. */
  errors: number;
}

/** The figures of pgbench's report (its standard output and error). */
export function parsePgbench(output: string): PgbenchResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
  const aborted = output.match(/^client \d+ aborted/gm)?.length ?? 0;
  return {
    tps: number(/^tps = ([\d.]+)/m),
    transactions: number(/number of transactions actually processed: (\d+)/),
    errors: Number(failed ?? 0) + aborted,
  };
}

/**
 * pgbench's `-f script@weight` arguments: one script per filter set of the mix, weighted by
 * its share (in thousandths), each asking for the nearby places of one of the `positions`
 * stored positions (postgis.ts storePositions) picked at random.
 */
export function writePgbenchScripts(
  directory: string,
  shares: readonly { filters: PlaceFilters; share: number }[],
  positions: number,
): string[] {
  return shares.flatMap(({ filters, share }, index) => {
    const file = join(directory, `nearby-${index}.sql`);
    const nearby = postgisNearbySql('m.geog', filters);
    writeFileSync(
      file,
      `\\set i random(1, ${positions})\nselect p.* from positions m cross join lateral (${nearby}) p where m.i = :i;\n`,
    );
    return ['-f', `${file}@${Math.max(1, Math.round(share * 1000))}`];
  });
}

/** pgbench with these scripts, prepared statements, no vacuum; `connections` clients on 2 threads. */
export async function runPgbench(
  url: string,
  scripts: readonly string[],
  connections: number,
  seconds: number,
): Promise<PgbenchResult> {
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(connections),
    '-j',
    '2',
    '-T',
    String(seconds),
  ];
  try {
    const { stdout, stderr } = await promisify(execFile)('pgbench', [...args, ...scripts, url]);
    return parsePgbench(`${stdout}\n${stderr}`);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const result = parsePgbench(`${stdout}\n${stderr}`);
    if (Number.isNaN(result.tps)) throw error;
    return result;
  }
}
