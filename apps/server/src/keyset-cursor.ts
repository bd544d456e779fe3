import { z } from 'zod';
import { invalidInput } from './http-error';

// Keyset cursors: opaque to clients (base64url JSON), and only valid for the list they came from.
// A crafted one must be a 400, never a value the database refuses (a 500): ids are serial
// (PostgreSQL integer), timestamps within the years PostgreSQL and JavaScript both read.

/** A row id in a cursor. */
export const cursorId = z.number().int().min(1).max(2_147_483_647);

/** A row's created_at in a cursor, to the microsecond. */
export const cursorTimestamp = z.iso
  .datetime({ precision: 6 })
  .refine((value) => Number(value.slice(0, 4)) >= 1970, 'out of range');

export const encodeKeysetCursor = (cursor: object): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

function readJson(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The cursor read with its list's schema: a 400 unless it is one and `belongs` to this list. */
export function decodeKeysetCursor<T>(
  text: string,
  schema: z.ZodType<T>,
  belongs: (cursor: T) => boolean,
): T {
  const parsed = schema.safeParse(readJson(text));
  if (!parsed.success || !belongs(parsed.data)) {
    throw invalidInput('querystring', ['cursor'], 'does not belong to this list');
  }
  return parsed.data;
}
