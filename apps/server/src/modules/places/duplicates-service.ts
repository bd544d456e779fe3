import { distanceKm, type LatLng } from '@waggle/shared/distance';
import type { PossibleDuplicate } from '@waggle/shared/suggestions';
import type { Repositories } from '../../repositories';
import { searchArea } from './search-area';

// docs/product.md#possible-duplicates: active places within 50 m whose name is similar.

const duplicateRadiusKm = 0.05;
const maxDuplicates = 5;

/** The active places a new place with this name at this position may duplicate, nearest first. */
export async function findPossibleDuplicates(
  { places }: Pick<Repositories, 'places'>,
  { name, lat, lng }: LatLng & { name: string },
): Promise<PossibleDuplicate[]> {
  const origin = { lat, lng };
  const { boxes } = searchArea(origin, duplicateRadiusKm);
  const rows = await places.listSimilarInPlane(name, boxes);
  return rows
    .map((row) => ({ row, km: distanceKm(origin, row) }))
    .filter(({ km }) => km <= duplicateRadiusKm)
    .sort((a, b) => a.km - b.km || a.row.id - b.row.id)
    .slice(0, maxDuplicates)
    .map(({ row, km }) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      distanceM: Math.round(km * 1000),
    }));
}
