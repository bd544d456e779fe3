import { z } from 'zod';
import {
  cursorId,
  cursorTimestamp,
  decodeKeysetCursor,
  encodeKeysetCursor,
} from '../../keyset-cursor';
import type { ReviewCursor } from './repository';

// The cursor of a place's review list is valid for that place only.
const cursorSchema = z.object({
  placeId: cursorId,
  createdAt: cursorTimestamp,
  id: cursorId,
});

export const encodeReviewCursor = (placeId: number, { createdAt, id }: ReviewCursor) =>
  encodeKeysetCursor({ placeId, createdAt, id });

export function decodeReviewCursor(
  text: string | undefined,
  placeId: number,
): ReviewCursor | undefined {
  if (text === undefined) return undefined;
  const { createdAt, id } = decodeKeysetCursor(
    text,
    cursorSchema,
    (cursor) => cursor.placeId === placeId,
  );
  return { createdAt, id };
}
