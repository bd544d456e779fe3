import { z } from 'zod';
import { maxReviewLength } from './reviews';

/**
 * GET /api/users/:id/reviews: the person's reviews for "My contributions", newest change first,
 * a hidden one with the moderator's reason (docs/product.md#my-contributions).
 */
export const myReviewSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  placeName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(maxReviewLength),
  photoCount: z.number().int().nonnegative(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewListSchema = z.object({ reviews: z.array(myReviewSchema) });

/** GET /api/users/:id/decisions: moderators' decisions on their contributions not yet seen. */
export const unseenDecisionsSchema = z.object({ unseen: z.number().int().nonnegative() });
