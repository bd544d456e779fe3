import { distanceKm, type LatLng } from '@waggle/shared/distance';
import type { NearbyRow } from './nearby-repository';
import type { PlacesRepository } from './repository';
import type { PlaceFilters } from './repository-filters';
import { planeDistance, planePoint, searchArea } from './search-area';

/** Position in the nearest-first order: the docs/product.md#distance distance from the origin and the id. */
export interface NearCursor {
  km: number;
  id: number;
}

export interface NearPlace {
  row: NearbyRow;
  km: number;
}

/** docs/product.md#distance from the origin; nearest first, ties by id; after the cursor; within radius. */
function rank(origin: LatLng, rows: readonly NearbyRow[], radiusKm: number, after?: NearCursor) {
  return rows
    .map((row) => ({ row, km: distanceKm(origin, row) }))
    .filter(
      ({ row, km }) =>
        km <= radiusKm && (!after || km > after.km || (km === after.km && row.id > after.id)),
    )
    .sort((a, b) => a.km - b.km || a.row.id - b.row.id);
}

/**
 * The first `count` places within `radiusKm` of `origin` by the docs/product.md#distance distance (ties by id),
 * after the cursor: exactly, whatever order the plane scan found them in. The scan reads a few
 * more places than asked and goes further only when it has not provably passed every place up
 * to the last one kept (search-area.ts).
 */
export async function findNearest(
  repository: PlacesRepository,
  origin: LatLng,
  radiusKm: number,
  filters: PlaceFilters,
  count: number,
  after?: NearCursor,
): Promise<NearPlace[]> {
  const { boxes, planeReach } = searchArea(origin, radiusKm);
  if (!planeReach) {
    const rows = await repository.listInPlane({ origin, boxes, filters, fromKm: after?.km });
    return rank(origin, rows, radiusKm, after).slice(0, count);
  }
  const originPoint = planePoint(origin);
  for (let fetch = count + 4; ; fetch *= 4) {
    const rows = await repository.listInPlane({
      origin,
      boxes,
      filters,
      limit: fetch,
      fromKm: after?.km,
    });
    const page = rank(origin, rows, radiusKm, after).slice(0, count);
    const farthest = rows.at(-1);
    if (rows.length < fetch || !farthest) return page;
    // Places the scan did not read are at least as far in the plane as the last one it did.
    const needed = page.length === count ? (page.at(-1)?.km ?? radiusKm) : radiusKm;
    if (planeDistance(originPoint, planePoint(farthest)) > planeReach(needed)) return page;
  }
}
