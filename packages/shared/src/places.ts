import { z } from 'zod';
import { latitude, longitude } from './coordinates';
import { dogSizeSchema, placeCategories, placeCategorySchema, placeSources } from './domain';
import { text } from './text';

/** A place as the API returns it. Dog-policy fields are null when unknown (docs/product.md#places-and-nearby-search). */
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
  /** When an admin last confirmed the place ("verified today"); null if never. A copy cached before the field existed reads as never. */
  lastVerifiedAt: z.string().nullable().default(null),
});
export type Place = z.infer<typeof placeSchema>;

export const maxPlacesPerPage = 100;

export const defaultRadiusKm = 10;
export const maxRadiusKm = 100;

const booleanParam = z
  .enum(['true', 'false'], { error: 'expected true or false' })
  .transform((value) => value === 'true');

/** `category=cafe,bar` or `category=cafe&category=bar`. */
const categoriesParam = z.preprocess(
  (value: unknown) =>
    (Array.isArray(value) ? (value as unknown[]) : [value]).flatMap((item): unknown[] =>
      typeof item === 'string' ? item.split(',').map((part) => part.trim()) : [item],
    ),
  z.array(placeCategorySchema).min(1).max(placeCategories.length),
);

/** GET /api/locations: nearest first from lat/lng (within radiusKm), else newest first. */
export const listPlacesQuerySchema = z
  .strictObject({
    lat: latitude(z.coerce.number()).optional(),
    lng: longitude(z.coerce.number()).optional(),
    radiusKm: z.coerce.number().positive().max(maxRadiusKm).default(defaultRadiusKm),
    category: categoriesParam.optional(),
    q: text().trim().min(1).max(100).optional(),
    offLeash: booleanParam.optional(),
    fenced: booleanParam.optional(),
    waterBowls: booleanParam.optional(),
    dogsInside: booleanParam.optional(),
    /** Places not known to turn a dog of this size away (max size unknown or at least this). */
    fitsDogSize: dogSizeSchema.optional(),
    limit: z.coerce.number().int().min(1).max(maxPlacesPerPage).default(20),
    cursor: text().min(1).max(300).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    path: ['lat'],
    message: 'lat and lng go together',
  });
export type ListPlacesQuery = z.infer<typeof listPlacesQuerySchema>;

/** A place in a list: with its distance from the caller when a position was given. */
export const listedPlaceSchema = placeSchema.extend({ distanceKm: z.number().nullable() });
export type ListedPlace = z.infer<typeof listedPlaceSchema>;

export const placePageSchema = z.object({
  places: z.array(listedPlaceSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PlacePage = z.infer<typeof placePageSchema>;

export const placeListSchema = z.object({
  places: z.array(placeSchema),
});
export type PlaceList = z.infer<typeof placeListSchema>;

export const placeIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const maxBatchIds = 100;

/** docs/product.md#favourites: many places by id in one call (the favourites batch); unknown ids are absent. */
export const placesBatchBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(maxBatchIds),
});
export type PlacesBatchBody = z.infer<typeof placesBatchBodySchema>;

/** Towns offered at most, best first. */
export const maxTowns = 8;

/** GET /api/locations/towns: the towns whose name starts with `q` (docs/product.md#looking-near-a-town). */
export const townsQuerySchema = z.strictObject({
  q: text().trim().min(2, 'type at least 2 letters').max(100),
  limit: z.coerce.number().int().min(1).max(maxTowns).default(maxTowns),
});
export type TownsQuery = z.infer<typeof townsQuerySchema>;

/** A town or city as the places hold it: its name, country, the middle of its places, how many. */
export const townSchema = z.object({
  name: z.string(),
  country: z.string().nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  placeCount: z.number().int().positive(),
});
export type Town = z.infer<typeof townSchema>;

export const townListSchema = z.object({ towns: z.array(townSchema) });
export type TownList = z.infer<typeof townListSchema>;
