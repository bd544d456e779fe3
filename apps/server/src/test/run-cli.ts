import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the server's commands (`src/cli/*.ts`) as an operator would, in its own process on
 * the embedded database under `dataDir` (any DATABASE_URL of this process is left out). Resolves
 * with the exit code and what it printed: stdout on success, stderr on failure.
 */
export function runCli(
  script: string,
  args: readonly string[],
  { dataDir, env = {} }: { dataDir: string; env?: Record<string, string> },
): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}
