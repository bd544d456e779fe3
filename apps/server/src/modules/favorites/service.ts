import type { FavoriteIds } from '@waggle/shared/favorites';
import type { Identity } from '../../identity';
import type { ServiceContext } from '../../service-context';
import { requireActivePlace } from '../places/service';
import { assertSelf } from '../users/actor-service';

/** docs/product.md#favourites: a user's favourites are theirs alone, to read and to change. */
export function createFavoritesService({ repositories, requireActor }: ServiceContext) {
  const repository = repositories.favorites;
  async function owner(identity: Identity, userId: number, doing: 'see' | 'change') {
    const actor = await requireActor(identity);
    assertSelf(actor, userId, `You can only ${doing} your own favourites.`);
    return actor;
  }

  return {
    async list(identity: Identity, userId: number): Promise<FavoriteIds> {
      await owner(identity, userId, 'see');
      return { placeIds: await repository.listPlaceIds(userId) };
    },

    async add(identity: Identity, userId: number, placeId: number): Promise<void> {
      await owner(identity, userId, 'change');
      await requireActivePlace(repositories, placeId);
      await repository.add(userId, placeId);
    },

    async remove(identity: Identity, userId: number, placeId: number): Promise<void> {
      await owner(identity, userId, 'change');
      await repository.remove(userId, placeId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
