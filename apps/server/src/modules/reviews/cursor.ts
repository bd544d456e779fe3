import { z } from 'zod';
import { invalidInput } from '../../http-error';
import type { ReviewCursor } from './repository';

// The keyset cursor of a place's review list: opaque to clients, and valid for that place only.
const cursorSchema = z.object({
  placeId: z.number().int(),
  createdAt: z.iso.datetime({ precision: 6 }),
  id: z.number().int(),
});

export const encodeReviewCursor = (placeId: number, { createdAt, id }: ReviewCursor) =>
  Buffer.from(JSON.stringify({ placeId, createdAt, id })).toString('base64url');

function readJson(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function decodeReviewCursor(
  text: string | undefined,
  placeId: number,
): ReviewCursor | undefined {
  if (text === undefined) return undefined;
  const parsed = cursorSchema.safeParse(readJson(text));
  if (!parsed.success || parsed.data.placeId !== placeId) {
    throw invalidInput('querystring: cursor: does not belong to this list');
  }
  return { createdAt: parsed.data.createdAt, id: parsed.data.id };
}
