import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CommandOutput } from '../cli/admin-command';
import { loadEnv, type Env } from '../env';

const run = promisify(execFile);

interface CommandRun {
  code: number;
  output: string;
}

/**
 * Runs one of the server's commands (`src/cli/*.ts`) as an operator would, in its own process on
 * the embedded database under `dataDir` (any DATABASE_URL or DATABASE_READ_URL of this process is
 * left out). Resolves
 * with the exit code and what it printed: stdout on success, stderr on failure.
 */
export function runCli(
  script: string,
  args: readonly string[],
  { dataDir, env = {} }: { dataDir: string; env?: Record<string, string> },
): Promise<CommandRun> {
  const { DATABASE_URL: _postgres, DATABASE_READ_URL: _replica, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

/**
 * Runs a command's function (what its `src/cli/*.ts` script calls) in this process, on the
 * embedded database under `dataDir`, as `runCli` runs the script: a new process costs seconds.
 * Resolves with the exit code and every line it wrote.
 */
export async function runCommandHere(
  command: (args: string[], env: () => Env, output: CommandOutput) => Promise<number>,
  args: string[],
  { dataDir }: { dataDir: string },
): Promise<CommandRun> {
  const written: string[] = [];
  const write = (line: string) => void written.push(line);
  const source = {
    ...process.env,
    DATABASE_URL: undefined,
    DATABASE_READ_URL: undefined,
    DATA_DIR: dataDir,
  };
  const code = await command(args, () => loadEnv(source), { log: write, error: write });
  return { code, output: written.join('\n') };
}
