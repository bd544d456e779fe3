import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import type { ReadStatus } from '../replica/read-router';
import { registerMetrics } from './metrics';

/** The samples of a scrape: `name{labels}` (labels sorted by name) → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const [, name = '', labels = '', value = ''] = match;
    const sorted = labels ? (labels.match(/\w+="[^"]*"/g) ?? []).sort().join(',') : '';
    found.set(`${name}{${sorted}}`, Number(value));
  }
  return found;
}

/** The sample key of `name` with `labels`, as `samples` keeps it. */
const key = (name: string, labels: Record<string, string> = {}) =>
  `${name}{${Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .sort()
    .join(',')}}`;

async function scrape(app: FastifyInstance) {
  const res = await app.inject('/metrics');
  expect(res.statusCode).toBe(200);
  return samples(res.body);
}

// docs/operations.md#metrics
describe.each(testEngines)('GET /metrics [%s]', (engine) => {
  it('counts requests by route pattern and status, with their durations, and the gauges', async () => {
    const t = await createTestApp(engine);
    try {
      for (const url of ['/api/health', '/api/health', '/api/locations/999999', '/no/such/path']) {
        await t.app.inject(url);
      }
      const res = await t.app.inject('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const scraped = samples(res.body);

      const requests = (route: string, status: string) =>
        scraped.get(key('waggle_http_requests_total', { method: 'GET', route, status }));
      expect(requests('/api/health', '200')).toBe(2);
      // The route's pattern, never the URL; a path no route takes is one label value.
      expect(requests('/api/locations/:id', '404')).toBe(1);
      expect(requests('unmatched', '404')).toBe(1);
      expect([...scraped.keys()].filter((name) => name.includes('999999'))).toEqual([]);

      const health = { method: 'GET', route: '/api/health', status: '200' };
      const bucket = (le: string) =>
        scraped.get(key('waggle_http_request_duration_seconds_bucket', { ...health, le }));
      expect(bucket('+Inf')).toBe(2);
      expect(bucket('15')).toBe(2);
      expect(bucket('0.001')).toBeLessThanOrEqual(2);
      expect(scraped.get(key('waggle_http_request_duration_seconds_count', health))).toBe(2);
      expect(scraped.get(key('waggle_http_request_duration_seconds_sum', health))).toBeGreaterThan(
        0,
      );

      expect(scraped.get(key('waggle_photo_queue_length', { state: 'processing' }))).toBe(0);
      expect(scraped.get(key('waggle_photo_queue_length', { state: 'waiting' }))).toBe(0);
      expect(scraped.get(key('process_resident_memory_bytes'))).toBeGreaterThan(0);
      expect(scraped.get(key('nodejs_heap_size_used_bytes'))).toBeGreaterThan(0);
      // No replica source, no replica metrics.
      expect(res.body).not.toContain('waggle_replica_up');
    } finally {
      await t.close();
    }
  });

  it("reports the pool's connections as they are at the scrape", async () => {
    const t = await createTestApp(engine);
    try {
      const pool = (state: string, scraped: Map<string, number>) =>
        scraped.get(key('waggle_db_pool_connections', { pool: 'primary', state }));
      if (engine === 'pglite') {
        // One connection, queries in turn, no pool: nothing to report.
        expect(pool('in_use', await scrape(t.app))).toBeUndefined();
        return;
      }
      await t.app.ready();
      // A transaction holds one connection while Prometheus scrapes.
      const during = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return scrape(t.app);
      });
      expect(pool('in_use', during)).toBe(1);
      expect(pool('waiting', during)).toBe(0);
      const after = await scrape(t.app);
      expect(pool('in_use', after)).toBe(0);
      expect(pool('idle', after)).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  });
});

describe('the replica source', () => {
  it('gives up, lag and reads by target as the status is at each scrape', async () => {
    const app = Fastify();
    const status: ReadStatus = {
      up: true,
      lagSeconds: 0.25,
      readsOnReplica: 7,
      readsOnPrimary: 2,
    };
    registerMetrics(
      app,
      { token: undefined, allow: ['127.0.0.1'] },
      {
        pools: {
          primary: () => ({ inUse: 1, idle: 3, waiting: 0 }),
          replica: () => ({ inUse: 2, idle: 0, waiting: 5 }),
        },
        photoQueue: () => ({ processing: 2, waiting: 4 }),
        replica: () => status,
      },
    );
    try {
      const first = await scrape(app);
      expect(first.get(key('waggle_replica_up'))).toBe(1);
      expect(first.get(key('waggle_replica_lag_seconds'))).toBe(0.25);
      expect(first.get(key('waggle_db_reads_total', { target: 'replica' }))).toBe(7);
      expect(first.get(key('waggle_db_reads_total', { target: 'primary' }))).toBe(2);
      expect(
        first.get(key('waggle_db_pool_connections', { pool: 'replica', state: 'waiting' })),
      ).toBe(5);
      expect(first.get(key('waggle_photo_queue_length', { state: 'waiting' }))).toBe(4);

      Object.assign(status, { up: false, lagSeconds: null, readsOnPrimary: 12 });
      const second = await scrape(app);
      expect(second.get(key('waggle_replica_up'))).toBe(0);
      expect(second.get(key('waggle_replica_lag_seconds'))).toBeNaN();
      expect(second.get(key('waggle_db_reads_total', { target: 'replica' }))).toBe(7);
      expect(second.get(key('waggle_db_reads_total', { target: 'primary' }))).toBe(12);
    } finally {
      await app.close();
    }
  });
});
