import { describe, expect, it } from 'vitest';
import { tailOf, type Timing } from './anchor-latency';

/** Calls 10 ms apart, one per position, taking these times. */
const calls = (times: readonly number[]): Timing[] =>
  times.map((ms, index) => ({ start: 1_000 + 10 * index, ms }));

describe('tailOf', () => {
  it('splits the slowest HTTP answers into the database layer, the rest, CPU waits and GC', () => {
    const http = calls([...Array.from({ length: 198 }, () => 3), 9, 20]).map((call) => ({
      ...call,
      grew: [call.ms > 10 ? 12 : 0],
    }));
    const db = calls([...Array.from({ length: 198 }, () => 1), 8, 1]);
    const postgis = calls(Array.from({ length: 200 }, () => 2));
    // The slowest answer runs from 2,990 to 3,010 ms: 4 ms of the server's collections and
    // 1 ms of this process's fall in it.
    const tail = tailOf(http, db, postgis, {
      server: [
        [2_995, 4],
        [5_000, 1],
      ],
      client: [[2_989, 2]],
    });
    expect(tail.slowest).toEqual([
      { http: 20, db: 1, postgis: 2, gc: 4, clientGc: 1, waited: [12] },
      { http: 9, db: 8, postgis: 2, gc: 0, clientGc: 0, waited: [0] },
    ]);
    expect(tail.overheadAll).toBe(2);
    expect(tail.overheadSlowest).toBe(1);
    expect(tail.dbSlow).toBe(1);
    expect(tail.postgisSlow).toBe(0);
    expect(tail.shareWithGc).toBe(1 / 200);
    expect(tail.medianWithGc).toBe(20);
  });
});
