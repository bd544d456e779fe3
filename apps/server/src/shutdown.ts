import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

// docs/operations.md#health-checks-and-shutdown: how a server leaves without dropping a request.

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the server is on its way out. */
    shutdown: ShutdownState;
  }
}

interface ShutdownState {
  /** From the first moment of a shutdown: readiness answers 503, every answer closes its connection. */
  draining: boolean;
  /** Requests the server has begun to read and not yet answered (nor lost to their client). */
  inFlight: number;
  /** The shutdown, once begun: it resolves with the process's exit code. */
  exitCode?: Promise<number>;
}

/** Time for a request on a connection accepted just before the close to be read and counted. */
const requestArrivalMs = 250;
const inFlightPollMs = 20;

export interface ShutdownOptions {
  /** How long to keep serving, unready, before no longer accepting connections. */
  drainSeconds: number;
  /** How long the requests in progress then have to finish. */
  timeoutSeconds: number;
}

/**
 * Counts `app`'s requests in flight and, while it drains, answers each with `Connection: close`
 * so that a load balancer's kept-alive connections go away. Before any route is registered.
 */
export function trackShutdown(app: FastifyInstance): void {
  const state: ShutdownState = { draining: false, inFlight: 0 };
  app.decorate('shutdown', state);
  app.server.on('request', (_request, response) => {
    state.inFlight += 1;
    response.once('close', () => {
      state.inFlight -= 1;
    });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.draining) void reply.header('Connection', 'close');
    done(null, payload);
  });
}

/**
 * Shuts `app` down: unready at once; serving still for `drainSeconds`; then no new connections,
 * and the requests in progress finish within `timeoutSeconds`; then the app's onClose hooks run
 * (the database closes). Resolves with the exit code: 0, or 1 when the bound passed and the
 * requests left were cut. Called again, it returns the same shutdown.
 */
export function shutDown(app: FastifyInstance, options: ShutdownOptions): Promise<number> {
  app.shutdown.exitCode ??= drainAndClose(app, options);
  return app.shutdown.exitCode;
}

async function drainAndClose(
  app: FastifyInstance,
  { drainSeconds, timeoutSeconds }: ShutdownOptions,
): Promise<number> {
  const state = app.shutdown;
  state.draining = true;
  if (drainSeconds > 0) {
    app.log.info({ drainSeconds }, 'draining: unready, connections close after their answer');
    await sleep(drainSeconds * 1000);
  }
  app.log.info(
    { inFlight: state.inFlight, timeoutSeconds },
    'closing: no new connections; waiting for the requests in progress',
  );
  // Only the listening socket is closed here: Node's own close would also close at once every
  // connection without a request in progress, among them one accepted a moment ago whose request
  // is not read yet, which a load balancer does not send again if it is a write (nginx: 502).
  Server.prototype.close.call(app.server);
  const deadline = Date.now() + timeoutSeconds * 1000;
  await sleep(Math.min(requestArrivalMs, timeoutSeconds * 1000));
  while (state.inFlight > 0 && Date.now() < deadline) await sleep(inFlightPollMs);
  if (state.inFlight > 0) {
    const cut = state.inFlight;
    app.server.closeAllConnections();
    app.log.error({ cut, timeoutSeconds }, `cut ${cut} requests still in progress`);
    void app.close().catch(() => undefined);
    return 1;
  }
  // Nothing in progress: Fastify's close ends the idle connections, then runs the onClose hooks
  // (the database's among them).
  await app.close();
  app.log.info('stopped');
  return 0;
}

/** SIGTERM and SIGINT shut the server down and end the process with the shutdown's exit code. */
export function shutDownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      shutDown(app, options).then(
        (code) => process.exit(code),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
