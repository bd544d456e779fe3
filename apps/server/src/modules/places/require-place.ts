import { notFound } from '../../http-error';
import type { PlaceRow } from './columns';
import type { PlacesRepository } from './repository';

/** The active place with this id, or the 404 every route gives for an unknown or hidden one. */
export async function requirePlace(places: PlacesRepository, id: number): Promise<PlaceRow> {
  const row = await places.findById(id);
  if (!row) throw notFound('Place');
  return row;
}
