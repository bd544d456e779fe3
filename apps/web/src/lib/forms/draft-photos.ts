import { z } from 'zod';

// Apart from drafts.ts, which the sign-out's cleanup loads on the first paint: a schema is built
// as its module loads, and this one (with zod) is needed only by the forms that keep photos.

/**
 * A form's photos as kept: what the photo control holds, uploads and a review's photos already
 * shown (known by their URLs alone, with stand-in ids and sizes).
 */
export const draftPhotosSchema = z.array(
  z.object({
    id: z.number().int(),
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number(),
    height: z.number(),
  }),
);
