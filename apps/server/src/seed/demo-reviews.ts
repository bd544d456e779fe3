import { like } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, reviews, users } from '@waggle/db/schema';
import type { DogSize } from '@waggle/shared/domain';
import { ratingSummaryFromReviews } from '../modules/reviews/rating-summary';

// Demo reviewers: profiles without a sign-in (their uids match no Firebase account).
const reviewers: readonly { name: string; dogName: string; dogSize: DogSize }[] = [
  { name: 'Alex', dogName: 'Biscuit', dogSize: 'small' },
  { name: 'Priya', dogName: 'Mango', dogSize: 'medium' },
  { name: 'Sam', dogName: 'Pepper', dogSize: 'large' },
  { name: 'Jonas', dogName: 'Lotte', dogSize: 'medium' },
  { name: 'Maya', dogName: 'Bruno', dogSize: 'giant' },
];

const texts: Record<number, string> = {
  5: 'Our favourite spot. Friendly staff and a happy dog every time.',
  4: 'Really good with dogs. Can get busy at weekends.',
  3: 'Fine for a quick stop; water bowl was empty when we came by.',
  2: 'Dogs allowed, but only just — not much space for a big dog.',
  1: 'Was told dogs were no longer welcome inside.',
};
const ratingPattern = [5, 4, 5, 3, 4, 5, 2, 4, 1, 5] as const;
const day = 86_400_000;

/**
 * Reviews for the demo places from a few demo reviewers (every fifth place has none), with each
 * place's rating summary computed from them, so the demo shows what real data looks like.
 */
export async function seedDemoReviews(db: Database, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const authors = await tx
      .insert(users)
      .values(
        reviewers.map((reviewer, index) => ({
          firebaseUid: `demo-reviewer-${index + 1}`,
          username: reviewer.name,
          displayName: reviewer.name,
          dogName: reviewer.dogName,
          dogSize: reviewer.dogSize,
        })),
      )
      .returning({ id: users.id });
    const demoPlaces = await tx
      .select({ id: places.id })
      .from(places)
      .where(like(places.sourceRef, 'demo:%'))
      .orderBy(places.id);
    const rows = demoPlaces.flatMap((place, index) =>
      authors
        .slice(0, index % 5 === 0 ? 0 : 1 + ((index * 7) % authors.length))
        .map((author, k) => {
          const rating = ratingPattern[(index + k * 3) % ratingPattern.length] ?? 5;
          const writtenAt = new Date(now - (((index * 13 + k * 29) % 90) + 1) * day);
          return {
            placeId: place.id,
            userId: author.id,
            rating,
            text: texts[rating] ?? '',
            createdAt: writtenAt,
            updatedAt: writtenAt,
          };
        }),
    );
    if (rows.length > 0) await tx.insert(reviews).values(rows);
    await tx.update(places).set(ratingSummaryFromReviews).where(like(places.sourceRef, 'demo:%'));
    return rows.length;
  });
}
