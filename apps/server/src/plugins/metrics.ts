import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import type { PoolStats } from '@waggle/db/client';
import type { ReadStatus } from '../replica/read-router';
import { sendApiError } from './errors';
import { createMetricsAccess, type MetricsAccess } from './metrics-access';

// docs/operations.md#metrics: the metrics a server process gives Prometheus at GET /metrics.

/** Where the gauges come from, read at each scrape. */
export interface MetricsSources {
  /** Each database pool's connections; a database without one (PGlite) is left out. */
  pools: Partial<Record<'primary' | 'replica', (() => PoolStats) | undefined>>;
  /** The uploaded photos being decoded and waiting. */
  photoQueue: () => { processing: number; waiting: number };
  /** The replica's state; without one, no replica metrics. */
  replica?: () => ReadStatus;
}

/** Up to the native apps' 15 s timeout (docs/product.md#api-calls); most calls take a few ms. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

/** The route label of a request no route took: one value, whatever the URL. */
const unmatchedRoute = 'unmatched';

type HttpLabel = 'method' | 'route' | 'status';

/**
 * Counts each answered request and its duration, by method, route pattern (never the URL, so the
 * series stay as few as the routes) and status: about 1 µs a request.
 */
function httpMetrics(registry: Registry) {
  const labelNames: HttpLabel[] = ['method', 'route', 'status'];
  const requests = new Counter({
    name: 'waggle_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'waggle_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames,
    buckets: durationBuckets,
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const labels: LabelValues<HttpLabel> = {
      method: request.method,
      route: request.routeOptions.url ?? unmatchedRoute,
      status: reply.statusCode,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  };
}

/** A gauge whose values are read from `read` at each scrape. */
function gaugeOf<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: L[],
  read: (set: (labels: LabelValues<L>, value: number) => void) => void,
) {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      read((labels, value) => this.set(labels, value));
    },
  });
}

function poolMetrics(registry: Registry, pools: MetricsSources['pools']) {
  gaugeOf(
    registry,
    'waggle_db_pool_connections',
    'Database pool connections: in use, idle, and queries waiting for one.',
    ['pool', 'state'],
    (set) => {
      for (const [pool, stats] of Object.entries(pools)) {
        if (!stats) continue;
        const { inUse, idle, waiting } = stats();
        set({ pool, state: 'in_use' }, inUse);
        set({ pool, state: 'idle' }, idle);
        set({ pool, state: 'waiting' }, waiting);
      }
    },
  );
}

function photoQueueMetrics(registry: Registry, photoQueue: MetricsSources['photoQueue']) {
  gaugeOf(
    registry,
    'waggle_photo_queue_length',
    'Uploaded photos being decoded (processing) and taken in but not decoding yet (waiting).',
    ['state'],
    (set) => {
      const { processing, waiting } = photoQueue();
      set({ state: 'processing' }, processing);
      set({ state: 'waiting' }, waiting);
    },
  );
}

function replicaMetrics(registry: Registry, replica: () => ReadStatus) {
  gaugeOf(
    registry,
    'waggle_replica_up',
    'Whether the replica answers (1) or not (0), as the read routing last saw it.',
    [],
    (set) => set({}, replica().up ? 1 : 0),
  );
  gaugeOf(
    registry,
    'waggle_replica_lag_seconds',
    "How far the replica's replay is behind the primary; NaN while it cannot be told.",
    [],
    (set) => set({}, replica().lagSeconds ?? Number.NaN),
  );
  new Counter({
    name: 'waggle_db_reads_total',
    help: 'Reads the read routing sent to the replica and to the primary.',
    labelNames: ['target'],
    registers: [registry],
    collect() {
      const { readsOnReplica, readsOnPrimary } = replica();
      this.reset();
      this.inc({ target: 'replica' }, readsOnReplica);
      this.inc({ target: 'primary' }, readsOnPrimary);
    },
  });
}

/**
 * The process's own metrics (memory, CPU, event loop, garbage collection, handles): one registry
 * for the process, made once, since its collectors (an event-loop monitor, a garbage-collection
 * observer) cannot be stopped, and every app of the process (tests build many) shows it.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * docs/operations.md#metrics: `GET /metrics` in Prometheus's text format, for the callers
 * `access` lets in; anyone else gets the same 404 as an unknown API path. Not rate-limited, never
 * cached. The app's metrics live in a registry of its own; the request counts are taken as each
 * answer leaves, everything else is read from `sources` when Prometheus scrapes.
 */
export function registerMetrics(
  app: FastifyInstance,
  access: MetricsAccess,
  sources: MetricsSources,
) {
  const registry = new Registry();
  const observe = httpMetrics(registry);
  app.addHook('onResponse', (request, reply, done) => {
    observe(request, reply);
    done();
  });
  poolMetrics(registry, sources.pools);
  photoQueueMetrics(registry, sources.photoQueue);
  if (sources.replica) replicaMetrics(registry, sources.replica);

  const mayRead = createMetricsAccess(access);
  const processes = processMetrics();
  // A scrape every few seconds from each Prometheus would crowd the request log.
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request)) {
      const message = `No route for ${request.method} /metrics`;
      return sendApiError(reply, 404, { error: 'not_found', message });
    }
    const text = (await registry.metrics()) + (await processes.metrics());
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
