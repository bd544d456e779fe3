import { z } from 'zod';
import { dogSizeSchema, placeCategorySchema, placeSources } from './domain';

/** A place as the API returns it. Dog-policy fields are null when unknown (DESIGN.md §3). */
export const placeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  category: placeCategorySchema,
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
  dogsInside: z.boolean().nullable(),
  offLeash: z.boolean().nullable(),
  fenced: z.boolean().nullable(),
  waterBowls: z.boolean().nullable(),
  maxDogSize: dogSizeSchema.nullable(),
  source: z.enum(placeSources),
  coverImageUrl: z.string().nullable(),
  ratingAvg: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const maxPlacesPerPage = 100;

export const listPlacesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(maxPlacesPerPage).default(20),
});
export type ListPlacesQuery = z.infer<typeof listPlacesQuerySchema>;

export const placeListSchema = z.object({
  places: z.array(placeSchema),
});
export type PlaceList = z.infer<typeof placeListSchema>;

export const placeIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const maxBatchIds = 100;

/** DESIGN.md §4: many places by id in one call (the favourites batch); unknown ids are absent. */
export const placesBatchBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(maxBatchIds),
});
export type PlacesBatchBody = z.infer<typeof placesBatchBodySchema>;
