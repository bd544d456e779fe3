import { z } from 'zod';

const nul = String.fromCharCode(0);

/** Half of a UTF-16 pair without its other half: no character, and no UTF-8 for it. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Text a client sends. PostgreSQL cannot store the NUL character (U+0000) in text, so every text
 * field refuses it up front: a 400 naming the field, never a 500 from the database. So is a lone
 * surrogate, which a jsonb column (the audit log, a suggestion's fields) refuses and a text column
 * would store as U+FFFD, not as sent (docs/product.md#error-responses).
 */
export const text = () =>
  z
    .string()
    .refine((value) => !value.includes(nul), 'must not contain the NUL character')
    .refine((value) => !loneSurrogate.test(value), 'must not contain a broken character');
