import { lsnPattern } from '@waggle/shared/api/read-after';

/** A position in PostgreSQL's write-ahead log, as one number. */
export type Lsn = bigint;

/** `16/B374D848` as a number; undefined for anything else. */
export function parseLsn(text: string): Lsn | undefined {
  const match = lsnPattern.exec(text.trim());
  if (!match) return undefined;
  const [, high = '', low = ''] = match;
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}
