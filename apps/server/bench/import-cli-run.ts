import { once } from 'node:events';
import { startProcess } from './server-process';

export interface ImportRun {
  seconds: number;
  imported: number;
  merged: number;
  notDogFriendly: number;
  peakRssMb: number;
  summary: string;
}

// The CLI's summary line (apps/server/src/cli/import.ts); the import tests pin its format.
const summaryPattern =
  /^Imported ([\d,]+) places .*; merged ([\d,]+) repeated features; .* and ([\d,]+) that say dog=no; .* peak memory (\d+) MB\.$/m;
const whole = (text: string | undefined) => Number(text?.replace(/,/g, ''));

/**
 * `npm run import -- <file>` as an operator runs it, in its own process; `env` picks the database
 * (DATABASE_URL or DATA_DIR). Timed from start to exit, start-up included.
 */
export async function runImportCli(file: string, env: Record<string, string>): Promise<ImportRun> {
  const started = performance.now();
  const { child, output } = startProcess('npm', ['run', '--silent', 'import', '--', file], env);
  const [code] = (await once(child, 'exit')) as [number | null];
  const seconds = (performance.now() - started) / 1000;
  const text = output.join('');
  const match = summaryPattern.exec(text);
  if (code !== 0 || !match) throw new Error(`The import failed (exit ${code}):\n${text}`);
  return {
    seconds,
    imported: whole(match[1]),
    merged: whole(match[2]),
    notDogFriendly: whole(match[3]),
    peakRssMb: whole(match[4]),
    summary: match[0],
  };
}
