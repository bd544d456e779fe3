import { z } from 'zod';
import { latitude, longitude } from './coordinates';
import { suggestionKinds, suggestionStatuses } from './domain';
import { photoUrlSchema } from './images';
import { maxPlaceNameLength, placeFieldChangesSchema, placeFieldsSchema } from './place-fields';
import { text } from './text';

export const maxSuggestionNoteLength = 500;

const note = text()
  .trim()
  .max(
    maxSuggestionNoteLength,
    `Keep the note to ${maxSuggestionNoteLength.toLocaleString('en')} characters`,
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

/** POST /api/suggestions: a new place, or changes to an existing one (docs/product.md#suggestions). */
export const newPlaceSuggestionSchema = z.strictObject({
  kind: z.literal('new'),
  fields: placeFieldsSchema,
  photo: photoUrlSchema.nullable().default(null),
  note,
});
export const editSuggestionSchema = z.strictObject({
  kind: z.literal('edit'),
  placeId: z.number().int().positive().max(2_147_483_647),
  fields: placeFieldChangesSchema,
  note,
});
export const suggestionBodySchema = z.discriminatedUnion('kind', [
  newPlaceSuggestionSchema,
  editSuggestionSchema,
]);
export type SuggestionBodyInput = z.input<typeof suggestionBodySchema>;
export type SuggestionBody = z.output<typeof suggestionBodySchema>;

/** A suggestion as its author sees it in "My suggestions". */
export const suggestionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(suggestionKinds),
  /** The place an edit is for, or the place an approved new suggestion became. */
  placeId: z.number().int().positive().nullable(),
  /** The place's name as proposed, else (an edit that leaves the name) its current name. */
  placeName: z.string(),
  fields: placeFieldChangesSchema.or(z.object({})),
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
  status: z.enum(suggestionStatuses),
  adminNote: z.string().nullable(),
  /** The fields a moderator corrected as they approved it, with the values applied. */
  corrected: placeFieldChangesSchema.nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type SuggestionList = z.infer<typeof suggestionListSchema>;

/**
 * GET /api/suggestions/duplicates: the places a new place with this name at this position may
 * duplicate (docs/product.md#possible-duplicates).
 */
export const possibleDuplicatesQuerySchema = z.strictObject({
  name: text().trim().min(1).max(maxPlaceNameLength),
  lat: latitude(z.coerce.number()),
  lng: longitude(z.coerce.number()),
});
export type PossibleDuplicatesQuery = z.infer<typeof possibleDuplicatesQuerySchema>;

/** An active place near the suggested position with a similar name; how far, in metres. */
export const possibleDuplicateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  city: z.string().nullable(),
  distanceM: z.number().nonnegative(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

export const possibleDuplicateListSchema = z.object({
  places: z.array(possibleDuplicateSchema),
});
export type PossibleDuplicateList = z.infer<typeof possibleDuplicateListSchema>;
