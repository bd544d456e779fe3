// A free TCP port on 127.0.0.1 for a server a script starts (tests, benchmarks, the emulator).
// Run directly, it prints one.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The first port the kernel hands out by itself (to `connect` and `listen(0)`). */
function firstEphemeralPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > 1024 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port that is free now, chosen below the kernel's ephemeral range: a port from `listen(0)` is
 * released before the server that is given it binds it, and in between the kernel may hand the
 * same number to any outgoing connection or `listen(0)` on the machine (the emulator's own ports,
 * a health check's socket), which makes that server's start fail with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const high = firstEphemeralPort() - 1;
  const low = Math.min(10_000, high - 1_000);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${low} and ${high} on 127.0.0.1 after 100 tries.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await freePort());
