import { describe, expect, it } from 'vitest';
import { parsePgbench } from './pgbench';

describe('parsePgbench', () => {
  it('reads the rate, the transactions and the failures of a clean run', () => {
    const output = `transaction type: multiple scripts
scaling factor: 1
number of clients: 32
number of transactions actually processed: 60123
number of failed transactions: 0 (0.000%)
latency average = 31.9 ms
initial connection time = 40.1 ms
tps = 1002.051234 (without initial connection time)`;
    expect(parsePgbench(output)).toEqual({ tps: 1002.051234, transactions: 60123, errors: 0 });
  });

  it('counts the clients an error aborted', () => {
    const output = `pgbench: error: client 3 script 1 aborted in command 1 query 0: ERROR:  boom
client 3 aborted in command 1 (SQL) of script 1; ERROR:  boom
client 7 aborted in command 1 (SQL) of script 1; ERROR:  boom
number of transactions actually processed: 10
number of failed transactions: 0 (0.000%)
tps = 5.5 (without initial connection time)
pgbench: error: Run was aborted; the above results are incomplete.`;
    expect(parsePgbench(output)).toEqual({ tps: 5.5, transactions: 10, errors: 2 });
  });
});
