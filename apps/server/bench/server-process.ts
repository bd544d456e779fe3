import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory of the server process, in MB. */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL, as a crash or the kernel's OOM killer would. */
  kill(): Promise<void>;
}

async function waitUntilHealthy(url: string, exited: () => boolean, output: string[]) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The server exited while starting:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not become healthy within 3 minutes:\n${output.join('')}`);
}

/**
 * A command in its own process in the repository's root, its output collected. `env` picks the
 * database: DATABASE_URL, or else DATA_DIR with any DATABASE_URL of this process left out.
 */
export function startProcess(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The database is the caller's choice, not the shell's (a replica without its primary is refused).
  for (const name of ['DATABASE_URL', 'DATABASE_READ_URL']) {
    if (!(name in env)) delete childEnv[name];
  }
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
  return { child, output };
}

/**
 * The real server (`apps/server/src/server.ts`) in its own process on a free port, API only,
 * in production mode with warnings-only logs. `env` picks the database (DATABASE_URL or
 * DATA_DIR) and may override the rest; `preload` is a module of this repository (a path from
 * its root) to run in the server's process before it; `port` a port to listen on (else a free one).
 */
export async function startServer(
  env: Record<string, string>,
  { preload, ...chosen }: { preload?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = chosen.port ?? (await freePort());
  const script = 'apps/server/src/server.ts';
  const nodeArgs = ['--import', 'tsx', ...(preload ? ['--import', `./${preload}`] : []), script];
  const { child, output } = startProcess(process.execPath, nodeArgs, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    // The load comes from one address that stands for many people.
    RATE_LIMIT_READS_PER_MINUTE: '100000000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  const stop = () => end('SIGTERM');
  try {
    await waitUntilHealthy(url, () => child.exitCode !== null, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    async rssMb() {
      const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(child.pid)]);
      return Math.round(Number(stdout.trim()) / 1024);
    },
    stop,
    kill: () => end('SIGKILL'),
  };
}
