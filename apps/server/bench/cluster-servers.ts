// bench:cluster's Waggle processes: each on a port of its own, restarted on the same port (as
// systemd restarts waggle@<port>), ready when /api/health/ready says so.
import { startServer, type ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until the server at `url` answers /api/health/ready with 200. */
async function waitUntilReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health/ready`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

export interface ServerSet {
  /** The processes now running, by slot. */
  readonly servers: readonly ServerProcess[];
  readonly urls: readonly string[];
  /** Starts slot `index` again on its port (after it exited); resolves once it is ready. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** One server process per port, all with `env`, each ready before this resolves. */
export async function startServerSet(
  env: Record<string, string>,
  ports: readonly number[],
): Promise<ServerSet> {
  const servers: ServerProcess[] = [];
  const start = async (index: number) => {
    const server = await startServer(env, { port: ports[index] });
    servers[index] = server;
    await waitUntilReady(server.url);
  };
  const set: ServerSet = {
    servers,
    urls: ports.map((port) => `http://127.0.0.1:${port}`),
    restart: start,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
  try {
    await Promise.all(ports.map((_, index) => start(index)));
  } catch (error) {
    await set.stop();
    throw error;
  }
  return set;
}
