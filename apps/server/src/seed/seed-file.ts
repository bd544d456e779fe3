import { z } from 'zod';
import { dogSizeSchema, placeCategorySchema } from '@waggle/shared/domain';
import type { SeedSet } from './seed-set';

const text = z.string().trim().min(1).max(2000).nullish();
const flag = z.boolean().nullish();

/** `npm run seed -- --file set.json`: places with their reviews and the reviewers. */
export const seedFileSchema = z.strictObject({
  reviewers: z
    .array(
      z.strictObject({
        uid: z.string().min(1).max(128),
        name: z.string().min(1).max(60),
        dogName: z.string().min(1).max(40),
        dogSize: dogSizeSchema,
      }),
    )
    .default([]),
  places: z.array(
    z.strictObject({
      name: z.string().trim().min(1).max(200),
      category: placeCategorySchema,
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      description: text,
      address: text,
      city: text,
      country: text,
      website: text,
      phone: text,
      openingHours: text,
      dogsInside: flag,
      offLeash: flag,
      fenced: flag,
      waterBowls: flag,
      maxDogSize: dogSizeSchema.nullish(),
      reviews: z
        .array(
          z.strictObject({
            reviewer: z.string().min(1),
            rating: z.number().int().min(1).max(5),
            text: z.string().max(2000).default(''),
            daysAgo: z.number().min(0).max(36_500),
          }),
        )
        .default([]),
    }),
  ),
});
export type SeedFile = z.input<typeof seedFileSchema>;

const day = 86_400_000;

/** The seed set a file describes, or the first problem with it. */
export function parseSeedFile(json: unknown, now = Date.now()): SeedSet {
  const file = seedFileSchema.parse(json);
  return {
    reviewers: file.reviewers,
    places: file.places.map(({ reviews, ...place }) => ({
      place: { ...place, source: 'admin' },
      reviews: reviews.map(({ daysAgo, ...review }) => ({
        ...review,
        writtenAt: new Date(now - daysAgo * day),
      })),
    })),
  };
}
