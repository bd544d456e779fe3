import { sql, type SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { placeSchema, type Place, type PlacePage } from '@waggle/shared/places';
import { JsonText } from '../../plugins/zod-validation';
import { placeColumns } from './columns';
import type { NearPlace } from './nearest';

/**
 * A place as the API shows it (toPlace), written as JSON text by the database: the keys of the
 * place schema, in its order, from the columns of the same names; times as toISOString writes
 * them (UTC, milliseconds). The nearby list passes this text through as it is: on a busy server
 * it costs the database less than the server spends turning rows into objects, checking them
 * against the schema and writing them out again (docs/benchmarks.md#what-the-numbers-rest-on).
 * Numbers may read differently (`1e-05` for `0.00001`) but are the same numbers.
 */
const fields = Object.keys(placeSchema.shape).map((key) => {
  const column = placeColumns[key as keyof Place];
  const value =
    column instanceof PgTimestamp
      ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`${column}`;
  return sql`${value} as ${sql.identifier(key)}`;
});

export const placeJson: SQL<string> = sql<string>`(select row_to_json(place)::text from (select ${sql.join(fields, sql`, `)}) place)`;

/** The nearby page as JSON text: each place's text from the database, with its distance added. */
export function nearbyPageJson(
  page: readonly NearPlace[],
  nextCursor: string | null,
): JsonText<PlacePage> {
  const listed = page.map(
    ({ row, km }) => `${row.json.slice(0, -1)},"distanceKm":${JSON.stringify(km)}}`,
  );
  return new JsonText(
    `{"places":[${listed.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`,
  );
}
