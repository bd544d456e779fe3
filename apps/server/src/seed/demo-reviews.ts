import type { SeedReview, SeedReviewer } from './seed-set';

// Demo reviewers: profiles without a sign-in (their uids match no Firebase account).
export const demoReviewers: readonly SeedReviewer[] = [
  { uid: 'demo-reviewer-1', name: 'Alex', dogName: 'Biscuit', dogSize: 'small' },
  { uid: 'demo-reviewer-2', name: 'Priya', dogName: 'Mango', dogSize: 'medium' },
  { uid: 'demo-reviewer-3', name: 'Sam', dogName: 'Pepper', dogSize: 'large' },
  { uid: 'demo-reviewer-4', name: 'Jonas', dogName: 'Lotte', dogSize: 'medium' },
  { uid: 'demo-reviewer-5', name: 'Maya', dogName: 'Bruno', dogSize: 'giant' },
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
 * The reviews of the demo place at `index` (every fifth place has none), on a fixed pattern, so
 * the demo shows what real data looks like.
 */
export function demoReviews(index: number, now: number): SeedReview[] {
  const authors = demoReviewers.slice(
    0,
    index % 5 === 0 ? 0 : 1 + ((index * 7) % demoReviewers.length),
  );
  return authors.map((author, k) => {
    const rating = ratingPattern[(index + k * 3) % ratingPattern.length] ?? 5;
    return {
      reviewer: author.uid,
      rating,
      text: texts[rating] ?? '',
      writtenAt: new Date(now - (((index * 13 + k * 29) % 90) + 1) * day),
    };
  });
}
