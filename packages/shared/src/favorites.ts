import { z } from 'zod';
import { userIdSchema } from './users';

export const favoriteParamsSchema = z.strictObject({
  id: userIdSchema,
  placeId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The user's favourite place ids, most recently saved first. */
export const favoriteIdsSchema = z.object({ placeIds: z.array(z.number().int().positive()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
