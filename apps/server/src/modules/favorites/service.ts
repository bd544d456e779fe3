import type { FavoriteIds } from '@waggle/shared/favorites';
import type { Identity } from '../../identity';
import type { PlacesRepository } from '../places/repository';
import { requirePlace } from '../places/require-place';
import { assertSelf, type RequireActor } from '../users/actor';
import type { FavoritesRepository } from './repository';

/** docs/product.md#favourites: a user's favourites are theirs alone, to read and to change. */
export function createFavoritesService(
  repository: FavoritesRepository,
  places: PlacesRepository,
  requireActor: RequireActor,
) {
  async function owner(identity: Identity, userId: number) {
    const actor = await requireActor(identity);
    assertSelf(actor, userId);
    return actor;
  }

  return {
    async list(identity: Identity, userId: number): Promise<FavoriteIds> {
      await owner(identity, userId);
      return { placeIds: await repository.listPlaceIds(userId) };
    },

    async add(identity: Identity, userId: number, placeId: number): Promise<void> {
      await owner(identity, userId);
      await requirePlace(places, placeId);
      await repository.add(userId, placeId);
    },

    async remove(identity: Identity, userId: number, placeId: number): Promise<void> {
      await owner(identity, userId);
      await repository.remove(userId, placeId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
