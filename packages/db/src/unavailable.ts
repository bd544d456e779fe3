/**
 * Whether an error means the database cannot be reached just now (PostgreSQL stopped, restarting,
 * out of connections, or the network to it down), not that a query is wrong: the server then
 * answers 503 and the caller may try again (docs/operations.md#durability-and-recovery).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of errorChain(error)) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) {
      return true;
    }
    const { message } = cause;
    if (lostConnectionMessages.some((start) => message.startsWith(start))) return true;
  }
  return false;
}

/** The error and those it wraps: Drizzle wraps a driver's error in its own (`cause`), a pool's may wrap another. */
export function* errorChain(error: unknown): Generator<Error> {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    yield cause;
    ({ cause } = cause);
  }
}

/**
 * Node's network errors, and PostgreSQL's: 57P01–57P03 a server shutting down or starting up,
 * 53300 too many connections. Class 08 (connection exceptions) is matched by its prefix.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres reports a lost or unobtainable connection without a code, in these words. */
const lostConnectionMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];
