import { z } from 'zod';
import { latitude, longitude } from '@waggle/shared/coordinates';
import { dogSizeSchema, placeCategorySchema } from '@waggle/shared/domain';
import { text } from '@waggle/shared/text';
import { maxDisplayNameLength, maxDogNameLength } from '@waggle/shared/users';
import type { SeedSet } from './seed-set';

const optionalText = text().trim().min(1).max(2000).nullish();
const flag = z.boolean().nullish();

/** `npm run seed -- --file set.json`: places with their reviews and the reviewers. */
const seedFileSchema = z
  .strictObject({
    reviewers: z
      .array(
        z.strictObject({
          uid: text().min(1).max(128),
          name: text().min(1).max(maxDisplayNameLength),
          dogName: text().min(1).max(maxDogNameLength),
          dogSize: dogSizeSchema,
        }),
      )
      .default([]),
    places: z.array(
      z.strictObject({
        name: text().trim().min(1).max(200),
        category: placeCategorySchema,
        lat: latitude(z.number()),
        lng: longitude(z.number()),
        description: optionalText,
        address: optionalText,
        city: optionalText,
        country: optionalText,
        website: optionalText,
        phone: optionalText,
        openingHours: optionalText,
        dogsInside: flag,
        offLeash: flag,
        fenced: flag,
        waterBowls: flag,
        maxDogSize: dogSizeSchema.nullish(),
        reviews: z
          .array(
            z.strictObject({
              reviewer: text().min(1),
              rating: z.number().int().min(1).max(5),
              text: text().max(2000).default(''),
              daysAgo: z.number().min(0).max(36_500),
            }),
          )
          .default([]),
      }),
    ),
  })
  // What the database would refuse half-way: checked up front, with the file's own words.
  .superRefine((file, context) => {
    const uids = new Set<string>();
    for (const [index, { uid }] of file.reviewers.entries()) {
      if (uids.has(uid)) {
        context.addIssue({
          code: 'custom',
          path: ['reviewers', index, 'uid'],
          message: `${uid} is listed twice`,
        });
      }
      uids.add(uid);
    }
    for (const [index, place] of file.places.entries()) {
      const reviewed = new Set<string>();
      for (const [reviewIndex, { reviewer }] of place.reviews.entries()) {
        const path = ['places', index, 'reviews', reviewIndex, 'reviewer'];
        if (!uids.has(reviewer)) {
          context.addIssue({
            code: 'custom',
            path,
            message: `no reviewer has the uid ${reviewer}`,
          });
        } else if (reviewed.has(reviewer)) {
          context.addIssue({
            code: 'custom',
            path,
            message: `${reviewer} reviews this place twice`,
          });
        }
        reviewed.add(reviewer);
      }
    }
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
