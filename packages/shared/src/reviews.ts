import { z } from 'zod';
import { dogSizeSchema } from './domain';
import { photoUrlSchema } from './images';
import { text } from './text';

export const maxReviewLength = 2000;
export const maxReviewPhotos = 5;

/** docs/product.md#reviews: a rating of 1–5, text up to 2,000 characters, up to 5 photos. */
export const reviewSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(maxReviewLength),
  photos: z.array(z.string()).max(maxReviewPhotos),
  /** Each photo's small rendition (400 px), in the same order: for lists. */
  thumbnails: z.array(z.string()).max(maxReviewPhotos),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The author by their public name, with their dog when they gave one. */
  author: z.object({
    name: z.string(),
    photoUrl: z.string().nullable(),
    dogName: z.string().nullable(),
    dogSize: dogSizeSchema.nullable(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;

export const maxReviewsPerPage = 50;

/** GET /api/locations/:id/reviews: visible reviews, newest first, a page at a time. */
export const listReviewsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(maxReviewsPerPage).default(10),
  cursor: text().min(1).max(200).optional(),
});
export type ListReviewsQuery = z.infer<typeof listReviewsQuerySchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** POST /api/locations/:id/reviews: the caller's review of the place, created or replaced. */
export const reviewBodySchema = z.strictObject({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  text: text()
    .trim()
    .max(maxReviewLength, `Keep your review to ${maxReviewLength.toLocaleString('en')} characters`)
    .default(''),
  photos: z
    .array(photoUrlSchema)
    .max(maxReviewPhotos, `Add up to ${maxReviewPhotos} photos`)
    .default([]),
});
export type ReviewBodyInput = z.input<typeof reviewBodySchema>;
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** The place's rating after a review was written or removed (docs/product.md#reviews, exact). */
export const ratingSummarySchema = z.object({
  ratingAvg: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const savedReviewSchema = z.object({ review: reviewSchema, rating: ratingSummarySchema });
export type SavedReview = z.infer<typeof savedReviewSchema>;

/** GET /api/locations/:id/reviews/mine: the caller's own review, hidden or not, or null. */
export const ownReviewSchema = z.object({
  review: reviewSchema
    .extend({
      hidden: z.boolean(),
      /** Why a moderator hid it (docs/product.md#moderation); null when it is not hidden. */
      hiddenReason: z.string().nullable(),
    })
    .nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** DELETE /api/reviews/:id answers with the place's new rating. */
export const deletedReviewSchema = z.object({ ok: z.literal(true), rating: ratingSummarySchema });

/** Which of a review's photos, and how large: GET /api/reviews/:id/photos (its withheld copy). */
export const reviewPhotoQuerySchema = z.strictObject({
  n: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxReviewPhotos - 1),
  size: z.enum(['display', 'thumbnail']).default('display'),
});
/** Its answer: the image's bytes (image/webp), not JSON. */
export const photoBytesSchema = z.custom<Uint8Array<ArrayBufferLike>>(
  (value) => value instanceof Uint8Array,
);
export type ReviewPhotoQuery = z.infer<typeof reviewPhotoQuerySchema>;
