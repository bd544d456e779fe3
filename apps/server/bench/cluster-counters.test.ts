import { describe, expect, it } from 'vitest';
import { readsByTarget } from './cluster-counters';

describe('readsByTarget', () => {
  it('sums waggle_db_reads_total by target, whatever other labels it has', () => {
    const text = [
      '# HELP waggle_db_reads_total Reads by the database they went to.',
      '# TYPE waggle_db_reads_total counter',
      'waggle_db_reads_total{target="replica"} 120',
      'waggle_db_reads_total{route="/api/places",target="primary"} 7',
      'waggle_db_reads_total{route="/api/reviews",target="primary"} 3',
      'waggle_http_requests_total{method="GET",route="/api/places",status="200"} 130',
    ].join('\n');
    expect(readsByTarget(text)).toEqual({ replica: 120, primary: 10 });
  });

  it('is null for a server without the metric', () => {
    expect(readsByTarget('process_resident_memory_bytes 1000\n')).toBeNull();
  });
});
