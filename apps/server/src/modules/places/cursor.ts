import { z } from 'zod';
import {
  cursorId,
  cursorTimestamp,
  decodeKeysetCursor,
  encodeKeysetCursor,
} from '../../keyset-cursor';
import type { NearCursor } from './nearest';
import type { NewestCursor } from './repository';

// A nearest-first cursor is valid for the same position only.
const nearSchema = z.object({
  mode: z.literal('near'),
  lat: z.number(),
  lng: z.number(),
  km: z.number().nonnegative(),
  id: cursorId,
});
const newestSchema = z.object({
  mode: z.literal('newest'),
  createdAt: cursorTimestamp,
  id: cursorId,
});

export const encodeCursor = (cursor: z.infer<typeof nearSchema> | z.infer<typeof newestSchema>) =>
  encodeKeysetCursor(cursor);

export function decodeNearCursor(
  text: string | undefined,
  lat: number,
  lng: number,
): NearCursor | undefined {
  if (text === undefined) return undefined;
  const { km, id } = decodeKeysetCursor(
    text,
    nearSchema,
    (cursor) => cursor.lat === lat && cursor.lng === lng,
  );
  return { km, id };
}

export function decodeNewestCursor(text: string | undefined): NewestCursor | undefined {
  if (text === undefined) return undefined;
  const { createdAt, id } = decodeKeysetCursor(text, newestSchema, () => true);
  return { createdAt, id };
}
