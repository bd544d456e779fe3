import { z } from 'zod';

const nul = String.fromCharCode(0);

/**
 * Text a client sends. PostgreSQL cannot store the NUL character (U+0000) in text, so every text
 * field refuses it up front: a 400 naming the field, never a 500 from the database.
 */
export const text = () =>
  z.string().refine((value) => !value.includes(nul), 'must not contain the NUL character');
