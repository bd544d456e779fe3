import { sql } from 'drizzle-orm';
import { places, reviews } from '@waggle/db/schema';

/**
 * DESIGN.md §3: a place's rating_avg / rating_count, recomputed from its visible reviews. Use in
 * `update(places).set(...)` inside the transaction that changed the reviews.
 */
export const ratingSummaryFromReviews = {
  ratingAvg: sql<number>`coalesce((select avg(r.rating) from ${reviews} r
    where r.place_id = ${places.id} and r.status = 'visible'), 0)`,
  ratingCount: sql<number>`(select count(*) from ${reviews} r
    where r.place_id = ${places.id} and r.status = 'visible')::int`,
};
