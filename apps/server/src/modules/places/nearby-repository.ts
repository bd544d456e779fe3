import { createHash } from 'node:crypto';
import { and, or, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import { earthRadiusKm, type LatLng } from '@waggle/shared/distance';
import { placeJson } from './place-json';
import {
  asParameter,
  filterConditions,
  type BindValue,
  type PlaceFilters,
} from './repository-filters';
import type { PlaneBox } from './search-area';

/** A place's plane point (search-area.ts), exactly as indexed by places_plane_gist. */
const planePoint = sql`point(radians(${places.lng}), asinh(tan(radians(${places.lat}))))`;

/** The distance of docs/product.md#distance in SQL, for loose bounds only: the service computes the exact one. */
const distanceKmFrom = (lat: unknown, lng: unknown) =>
  sql`2 * ${earthRadiusKm} * asin(least(1, sqrt(
    sin(radians(${places.lat} - ${lat}::float8) / 2) ^ 2
    + cos(radians(${lat}::float8)) * cos(radians(${places.lat}))
      * sin(radians(${places.lng} - ${lng}::float8) / 2) ^ 2)))`;

/** A place the nearby scan found: where it is, and the place as the API's JSON text. */
export interface NearbyRow {
  id: number;
  lat: number;
  lng: number;
  json: string;
}

const nearbyColumns = { id: places.id, lat: places.lat, lng: places.lng, json: placeJson };

export interface PlaneQuery {
  origin: LatLng;
  boxes: readonly PlaneBox[];
  filters: PlaceFilters;
  limit?: number | undefined;
  fromKm?: number | undefined;
}

/** The query's conditions and order, with every value passed through `bind`. */
function planeQueryParts({ origin, boxes, filters, limit, fromKm }: PlaneQuery, bind: BindValue) {
  const conditions = filterConditions(filters, bind);
  const inBoxes = boxes.map((box, index) => {
    const corner = (x: 'xMin' | 'xMax', y: 'yMin' | 'yMax') =>
      sql`point(${bind(`box${index}${x}`, box[x])}::float8, ${bind(`box${index}${y}`, box[y])}::float8)`;
    return sql`${planePoint} <@ box(${corner('xMin', 'yMin')}, ${corner('xMax', 'yMax')})`;
  });
  conditions.push(or(...inBoxes) ?? sql`false`);
  const lat = bind('lat', origin.lat);
  const lng = bind('lng', origin.lng);
  if (fromKm !== undefined && fromKm > 0) {
    const atLeast = bind('fromKm', fromKm * (1 - 1e-9));
    conditions.push(sql`${distanceKmFrom(lat, lng)} >= ${atLeast}::float8`);
  }
  const order =
    limit === undefined
      ? undefined
      : {
          by: sql`${planePoint} <-> point(radians(${lng}::float8), asinh(tan(radians(${lat}::float8))))`,
          limit: bind('limit', limit),
        };
  return { conditions, order };
}

/**
 * The nearby scan (see listInPlane). It runs many times a second in a few shapes (which filters,
 * how many boxes), so each shape is built and prepared once — on PostgreSQL a named statement
 * per connection, planned once — and later calls only bind values. Searches (`q`) are not: the
 * best plan for a pattern depends on the pattern.
 */
export function createNearbyRepository(db: Database) {
  const build = (query: PlaneQuery, bind: BindValue) => {
    const { conditions, order } = planeQueryParts(query, bind);
    const select = db
      .select(nearbyColumns)
      .from(places)
      .where(and(...conditions))
      .$dynamic();
    return order ? select.orderBy(order.by).limit(order.limit) : select;
  };
  const prepared = new Map<string, ReturnType<ReturnType<typeof build>['prepare']>>();

  return {
    /**
     * Active places inside the plane boxes whose name is similar to `name` (pg_trgm's `%`: a
     * trigram similarity of at least pg_trgm.similarity_threshold, 0.3 unless set), served by
     * places_name_trgm. Unordered: the caller measures each one's distance.
     */
    listSimilarInPlane(name: string, boxes: readonly PlaneBox[]) {
      const { conditions } = planeQueryParts(
        { origin: { lat: 0, lng: 0 }, boxes, filters: {} },
        asParameter,
      );
      return db
        .select({
          id: places.id,
          name: places.name,
          city: places.city,
          lat: places.lat,
          lng: places.lng,
        })
        .from(places)
        .where(and(sql`${places.name} % ${name}`, ...conditions));
    },

    /**
     * Active places matching the filters inside the plane boxes, nearest to `origin` in the
     * plane first: a KNN scan of places_plane_gist, bounded by the boxes. Without `limit`,
     * every such place, unordered. `fromKm` leaves out places clearly nearer than that (a
     * cursor's distance; the caller applies it exactly).
     */
    async listInPlane(query: PlaneQuery): Promise<NearbyRow[]> {
      if (query.filters.q) return build(query, asParameter);
      const values: Record<string, unknown> = {};
      const placeholder: BindValue = (name, value) => {
        values[name] = value;
        return sql.placeholder(name);
      };
      planeQueryParts(query, placeholder);
      const shape = Object.keys(values).join(',');
      let statement = prepared.get(shape);
      if (!statement) {
        // Named by its shape: the same name always stands for the same SQL on a connection.
        const name = `nearby_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`;
        statement = build(query, placeholder).prepare(name);
        prepared.set(shape, statement);
      }
      return statement.execute(values);
    },
  };
}
