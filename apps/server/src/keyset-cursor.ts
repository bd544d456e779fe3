import type { z } from 'zod';
import { invalidInput } from './http-error';

// Keyset cursors: opaque to clients (base64url JSON), and only valid for the list they came from.

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
    throw invalidInput('querystring: cursor: does not belong to this list');
  }
  return parsed.data;
}
