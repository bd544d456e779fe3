import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection, however the driver and Drizzle wrap it', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new DrizzleQueryError('select 1', [], new Error('timeout exceeded when trying to connect')),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves a query’s own errors, and anything else, to be what they are', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22003', 'value out of range'),
      new DrizzleQueryError('select 1', [], withCode('42P01')),
      new Error('Something else'),
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
