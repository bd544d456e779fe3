import { z } from 'zod';

/** DESIGN.md §3: a rating of 1–5, text up to 2,000 characters, up to 5 photos. */
export const reviewSchema = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(2000),
  photos: z.array(z.string()).max(5),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  author: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const maxRecentReviews = 50;

/** GET /api/locations/:id/reviews: the most recent visible reviews first. */
export const listReviewsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(maxRecentReviews).default(10),
});
export type ListReviewsQuery = z.infer<typeof listReviewsQuerySchema>;

export const reviewListSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;
