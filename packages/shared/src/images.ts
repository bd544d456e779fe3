import { z } from 'zod';

// docs/product.md#images: POST /api/images, multipart, signed in.

/** docs/product.md#api-calls: the client refuses before any request, and the server's 401 says the same. */
export const uploadSignedOutMessage = 'User must be authenticated to upload images';

/** The largest file the server takes in (10 MB); the photos it keeps are far smaller. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** Longest side of the stored display image and of its thumbnail, in pixels. */
export const displayImageMaxSide = 1600;
export const thumbnailMaxSide = 400;

/** The multipart field that carries the file. */
export const uploadFieldName = 'file';

export const uploadedImageSchema = z.object({
  id: z.number().int().positive(),
  /** Absolute URL of the display image (longest side ≤ 1600 px). */
  url: z.url(),
  /** Absolute URL of the thumbnail (longest side ≤ 400 px). */
  thumbnailUrl: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** A photo a form sends: the `url` of an image the caller uploaded. */
export const photoUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an uploaded photo' });
