import { z } from 'zod';
import { invalidInput } from '../../http-error';
import type { NearCursor } from './nearest';
import type { NewestCursor } from './repository';

// Keyset cursors: opaque to clients, and only valid for the list they came from.
const nearSchema = z.object({
  mode: z.literal('near'),
  lat: z.number(),
  lng: z.number(),
  km: z.number().nonnegative(),
  id: z.number().int(),
});
const newestSchema = z.object({
  mode: z.literal('newest'),
  createdAt: z.iso.datetime({ precision: 6 }),
  id: z.number().int(),
});

export const encodeCursor = (cursor: z.infer<typeof nearSchema> | z.infer<typeof newestSchema>) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

function readJson(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function decode<T>(text: string, schema: z.ZodType<T>, belongs: (cursor: T) => boolean): T {
  const parsed = schema.safeParse(readJson(text));
  if (!parsed.success || !belongs(parsed.data)) {
    throw invalidInput('querystring: cursor: does not belong to this list');
  }
  return parsed.data;
}

export function decodeNearCursor(
  text: string | undefined,
  lat: number,
  lng: number,
): NearCursor | undefined {
  if (text === undefined) return undefined;
  const { km, id } = decode(text, nearSchema, (cursor) => cursor.lat === lat && cursor.lng === lng);
  return { km, id };
}

export function decodeNewestCursor(text: string | undefined): NewestCursor | undefined {
  if (text === undefined) return undefined;
  const { createdAt, id } = decode(text, newestSchema, () => true);
  return { createdAt, id };
}
