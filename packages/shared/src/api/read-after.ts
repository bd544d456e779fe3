// Read-your-writes with a read replica (docs/operations.md#read-replica): a change's answer says
// where the primary's write-ahead log stood after it; the client sends the highest such position
// back, and the server reads from the replica only once the replica has replayed that far.

/** On a successful change's answer: the primary's WAL position (`16/B374D848`). */
export const writeLsnHeader = 'Waggle-Write-Lsn';

/** On a later call: the highest position the client has been given. */
export const readAfterHeader = 'Waggle-Read-After';

/** A WAL position as PostgreSQL writes it: two hexadecimal halves of a 64-bit number. */
export const lsnPattern = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;
