import { createHash } from 'node:crypto';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
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

/**
 * The query's conditions, in two parts: `filters` (which places) and `area` (where: the boxes,
 * and past the cursor's distance), and its order; every value passed through `bind`.
 */
function planeQueryParts({ origin, boxes, filters, limit, fromKm }: PlaneQuery, bind: BindValue) {
  const inBoxes = boxes.map((box, index) => {
    const corner = (x: 'xMin' | 'xMax', y: 'yMin' | 'yMax') =>
      sql`point(${bind(`box${index}${x}`, box[x])}::float8, ${bind(`box${index}${y}`, box[y])}::float8)`;
    return sql`${planePoint} <@ box(${corner('xMin', 'yMin')}, ${corner('xMax', 'yMax')})`;
  });
  const area: SQL[] = [or(...inBoxes) ?? sql`false`];
  const lat = bind('lat', origin.lat);
  const lng = bind('lng', origin.lng);
  if (fromKm !== undefined && fromKm > 0) {
    const atLeast = bind('fromKm', fromKm * (1 - 1e-9));
    area.push(sql`${distanceKmFrom(lat, lng)} >= ${atLeast}::float8`);
  }
  const order =
    limit === undefined
      ? undefined
      : {
          by: sql`${planePoint} <-> point(radians(${lng}::float8), asinh(tan(radians(${lat}::float8))))`,
          limit: bind('limit', limit),
        };
  return { filters: filterConditions(filters, bind), area, order };
}

/**
 * Up to this many places matching a search word (as the planner estimates them), the search
 * reads those places through the trigram indexes and keeps the ones in the area; past it, the
 * nearest-first scan of the area finds enough of them sooner.
 */
const fewMatches = 10_000;

/** How many search words' estimates a repository keeps. */
const rememberedWords = 1_000;

/** What `explain (format json)` returns (both drivers: `{ rows }`, the plan's JSON parsed). */
const explainResult = z.object({
  rows: z.tuple([
    z.object({
      'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]),
    }),
  ]),
});

/**
 * The nearby scan (see listInPlane). It runs many times a second in a few shapes (which filters,
 * how many boxes), so each shape is built and prepared once — on PostgreSQL a named statement
 * per connection, planned once — and later calls only bind values. Searches (`q`) are not: the
 * best plan for a pattern depends on the pattern. `searchFirstUpTo`: how many estimated matches
 * still make a search read its word's places first (tests force one way or the other).
 */
export function createNearbyRepository(db: Database, searchFirstUpTo = fewMatches) {
  const build = (query: PlaneQuery, bind: BindValue) => {
    const { filters, area, order } = planeQueryParts(query, bind);
    const select = db
      .select(nearbyColumns)
      .from(places)
      .where(and(...filters, ...area))
      .$dynamic();
    return order ? select.orderBy(order.by).limit(order.limit) : select;
  };
  /**
   * The same places as `build`, for a search whose word few places match. The planner cannot
   * tell how many places a box holds (a fixed 0.1 % of the table, against 3 % in a city), so
   * left to itself it intersects the word's trigram matches with every place in the box, which
   * reads the whole box (~30 ms in a city at 10M places). Behind the fence (`offset 0`) only the
   * filters choose the index; the area and the order apply to the few places they leave.
   */
  const buildSearchFirst = (query: PlaneQuery) => {
    const { filters, area, order } = planeQueryParts(query, asParameter);
    // Named as the table, so the select list and the conditions read it unchanged. The offset is
    // a placeholder: drizzle leaves out an offset of 0, and with it the fence.
    const matching = db
      .select()
      .from(places)
      .where(and(...filters))
      .offset(sql.placeholder('fence'))
      .as('places');
    const select = db
      .select(nearbyColumns)
      .from(matching)
      .where(and(...area))
      .$dynamic();
    return (order ? select.orderBy(order.by).limit(order.limit) : select).execute({ fence: 0 });
  };
  // The estimate comes from the table's statistics, which change only when it is analysed, so a
  // word asked again (its next page, someone else nearby) reuses it: one statement less, ~1 ms on
  // PGlite. Forgotten all at once past `rememberedWords`, so new words cannot grow it.
  const estimates = new Map<string, number>();
  /** How many active places match the word anywhere, as the planner estimates it. */
  const estimatedMatches = async (q: string) => {
    const known = estimates.get(q);
    if (known !== undefined) return known;
    const result = await db.execute(sql`explain (format json)
      select 1 from ${places} where ${and(...filterConditions({ q }))}`);
    const estimate = explainResult.parse(result).rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
    if (estimates.size >= rememberedWords) estimates.clear();
    estimates.set(q, estimate);
    return estimate;
  };
  const prepared = new Map<string, ReturnType<ReturnType<typeof build>['prepare']>>();

  return {
    /**
     * Active places inside the plane boxes whose name is similar to `name` (pg_trgm's `%`: a
     * trigram similarity of at least pg_trgm.similarity_threshold, 0.3 unless set), served by
     * places_name_trgm. Unordered: the caller measures each one's distance.
     */
    listSimilarInPlane(name: string, boxes: readonly PlaneBox[]) {
      const { filters, area } = planeQueryParts(
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
        .where(and(sql`${places.name} % ${name}`, ...filters, ...area));
    },

    /**
     * Active places matching the filters inside the plane boxes, nearest to `origin` in the
     * plane first: a KNN scan of places_plane_gist, bounded by the boxes. Without `limit`,
     * every such place, unordered. `fromKm` leaves out places clearly nearer than that (a
     * cursor's distance; the caller applies it exactly). A search word few places match reads
     * those places first instead (buildSearchFirst).
     */
    async listInPlane(query: PlaneQuery): Promise<NearbyRow[]> {
      const { q } = query.filters;
      if (q) {
        const few = (await estimatedMatches(q)) <= searchFirstUpTo;
        return few ? buildSearchFirst(query) : build(query, asParameter);
      }
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
